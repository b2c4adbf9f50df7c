/**
 * /signup (§2): create an account. Creating one does not sign in: the reply says a verification
 * email is on its way, and the page links to resending it. Signed-in users get a note instead.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { NarrowPage } from '@/components/layout/NarrowPage';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session';
import { useSignupForm } from '../hooks/use-signup-form';
import { SignupForm } from './SignupForm';

function SignupFlow() {
  const form = useSignupForm();
  const { openLoginDialog } = useLoginDialog();
  const { created } = form;
  return (
    <>
      {/* One live region for both outcomes, so either is announced. */}
      <LiveAlert
        message={created?.msg ?? form.error}
        variant={created === null ? 'danger' : 'success'}
      />
      {created !== null ? (
        <p>
          No email? <Link to={paths.sendVerificationEmail()}>Resend verification email</Link>
        </p>
      ) : (
        <>
          <SignupForm form={form} />
          <p className="mt-4 mb-0">
            Already have an account?{' '}
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              onClick={openLoginDialog}
            >
              Log in
            </button>
          </p>
        </>
      )}
    </>
  );
}

export function SignupPage() {
  const { isSignedIn, user } = useSession();
  return (
    <NarrowPage title="Create your account" documentTitle="Sign Up">
      {isSignedIn ? (
        <p>
          You are signed in{user ? ` as ${user.email}` : ''}, so there is no account to create.{' '}
          <Link to={paths.home()}>Go to the home page</Link>
        </p>
      ) : (
        <SignupFlow />
      )}
    </NarrowPage>
  );
}
