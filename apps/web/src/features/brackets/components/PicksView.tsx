/**
 * The picks view: a shared bracket when the address names one (read-only, for anyone), else the
 * signed-in user's brackets of the tournament, else what the challenge is and a way to log in.
 */
import { Link } from 'react-router';
import { USER_BRACKET_LIMITS, paths, type NationalTournament } from '@courtside/contract';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session';
import { MyBrackets } from './MyBrackets';
import { SharedBracketView } from './SharedBracketView';

export interface PicksViewProps {
  tournament: NationalTournament;
  /** A shared bracket's share id, '' for none. */
  shareId: string;
}

export function PicksView({ tournament, shareId }: PicksViewProps) {
  const { isSignedIn } = useSession();
  if (shareId !== '') return <SharedBracketView tournament={tournament} shareId={shareId} />;
  if (!isSignedIn) return <SignedOutPicks />;
  return <MyBrackets tournament={tournament} />;
}

function SignedOutPicks() {
  const { openLoginDialog } = useLoginDialog();
  return (
    <section className="picks-signed-out" aria-labelledby="picks-signed-out">
      <h2 className="h5" id="picks-signed-out">
        Fill in a bracket
      </h2>
      <p>
        Pick the winner of every game, from the First Four to the final, and save up to{' '}
        {USER_BRACKET_LIMITS.bracketsPerTournament} brackets to your account. Each is scored as the
        games are played, ranked on the leaderboard, and can be shared by a read-only link. Picks
        lock when the tournament starts.
      </p>
      <p className="mb-0">
        <button type="button" className="btn btn-primary btn-sm" onClick={openLoginDialog}>
          Log in to make your picks
        </button>{' '}
        or <Link to={paths.signup()}>sign up free</Link>.
      </p>
    </section>
  );
}
