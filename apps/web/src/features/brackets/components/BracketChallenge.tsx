/**
 * The bracket challenge's views of the brackets page: the picks (the user's own brackets, or a
 * shared one read-only) and the leaderboard, under the page's title and view tabs.
 */
import type { NationalTournament } from '@courtside/contract';
import type { BracketFilterValues } from '../content/bracket-route';
import { BracketViewNav } from './BracketViewNav';
import { LeaderboardView } from './LeaderboardView';
import { PicksView } from './PicksView';
import './picks.css';

export interface BracketChallengeProps {
  tournament: NationalTournament;
  filters: BracketFilterValues;
}

export function BracketChallenge({ tournament, filters }: BracketChallengeProps) {
  return (
    <div className="brackets container-fluid py-3">
      <header className="mb-2">
        <h1 className="h3 mb-1">{tournament.label}</h1>
        <p className="text-body-secondary mb-0">
          {filters.view === 'leaderboard'
            ? 'Every complete bracket of the challenge, ranked by its score so far.'
            : 'Pick the winner of every game, save your bracket and share it.'}
        </p>
      </header>
      <BracketViewNav view={filters.view} />
      {filters.view === 'leaderboard' ? (
        <LeaderboardView tournament={tournament} />
      ) : (
        <PicksView tournament={tournament} shareId={filters.bracket} />
      )}
    </div>
  );
}
