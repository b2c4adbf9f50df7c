/**
 * "Your trial players" on the settings view, for the free tier only: the players whose detail
 * the free tier opens (§6, §7), next to the team setting that picks the user's own part of them.
 */
import { restrictsPlayersToTrial } from '@courtside/contract';
import {
  TRIAL_PLAYERS_SCOPE,
  TRIAL_PLAYERS_TITLE,
  TrialPlayerList,
} from '@/components/stats/states';
import { useSession } from '@/lib/session';

export function TrialPlayersSection() {
  const { tier } = useSession();
  if (!restrictsPlayersToTrial(tier.value)) return null;
  return (
    <section className="card mt-4" aria-labelledby="trial-players-title">
      <div className="card-body">
        <h2 id="trial-players-title" className="h5 card-title">
          {TRIAL_PLAYERS_TITLE}
        </h2>
        <p className="text-body-secondary">{TRIAL_PLAYERS_SCOPE}</p>
        <TrialPlayerList />
      </div>
    </section>
  );
}
