/**
 * The overview's latest results: the division's newest games (a game counts when either team is
 * in the division), newest first, each opening its game page.
 */
import { GameResultItem } from '@/components/stats/GameResultItem';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { LATEST_GAME_COUNT, useLatestDivisionGames } from '../api/division-latest-games';
import type { StarterDivision } from '../content/starter-route';

export interface LatestResultsProps {
  competitionId: number;
  division: StarterDivision;
}

export function LatestResults({ competitionId, division }: LatestResultsProps) {
  const games = useLatestDivisionGames({ competitionId, divisionId: division.id });
  return (
    <section className="starter__section" aria-labelledby="starter-latest">
      <h2 className="h5" id="starter-latest">
        Latest results
      </h2>
      <DataState
        query={games}
        skeleton={
          <TableSkeleton label="Loading the latest results" rows={LATEST_GAME_COUNT} columns={2} />
        }
        emptyMessage={`No ${division.name} games in this season yet`}
        errorTitle="The latest results could not be loaded"
      >
        {(rows) => (
          <ul className="list-group" aria-label={`${division.name} latest results`}>
            {rows.map((game) => (
              <GameResultItem key={game._id} game={game} />
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}
