/** The account's identity on the settings view: email, verification state and Log out. */
import { Link, useNavigate } from 'react-router';
import { paths, type User } from '@courtside/contract';
import { useSession } from '@/lib/session';
import { isEmailVerified } from '../content/email-verified';

export function AccountDetails({ user }: { user: User }) {
  const { tier, signOut } = useSession();
  const navigate = useNavigate();
  const verified = isEmailVerified(user, tier.value);

  const logOut = () => {
    signOut();
    void navigate(paths.home());
  };

  return (
    <section className="card mb-4" aria-labelledby="account-details-title">
      <div className="card-body">
        <h2 id="account-details-title" className="h5 card-title">
          Account
        </h2>
        <dl className="row mb-3">
          <dt className="col-sm-4">Email</dt>
          <dd className="col-sm-8 text-break">{user.email}</dd>
          <dt className="col-sm-4">Email verification</dt>
          <dd className="col-sm-8 mb-0">
            {verified ? (
              <span className="badge text-bg-success">Verified</span>
            ) : (
              <>
                <span className="badge text-bg-warning me-2">Not verified</span>
                <Link to={paths.sendVerificationEmail()}>Send a new verification email</Link>
              </>
            )}
          </dd>
        </dl>
        <button type="button" className="btn btn-outline-secondary" onClick={logOut}>
          Log out
        </button>
      </div>
    </section>
  );
}
