/**
 * The overview view: a newcomer's tour of one season and division — the top 25 teams, the
 * statistical leaders, the latest results and where to go next.
 */
import { getCompetition } from '@courtside/contract';
import type { StarterDivision } from '../content/starter-route';
import { ExploreLinks } from './ExploreLinks';
import { LatestResults } from './LatestResults';
import { OverviewLeaders } from './OverviewLeaders';
import { TopTeams } from './TopTeams';

export interface StarterOverviewProps {
  competitionId: number;
  division: StarterDivision;
}

export function StarterOverview({ competitionId, division }: StarterOverviewProps) {
  return (
    <>
      <p className="starter__intro">
        New to the {getCompetition(competitionId)?.label ?? 'season'}? Start with the best teams of{' '}
        {division.name}, the players who lead it and the latest results, then follow the links to go
        deeper.
      </p>
      <div className="starter__overview">
        <TopTeams competitionId={competitionId} division={division} />
        <div className="starter__column">
          <OverviewLeaders competitionId={competitionId} division={division} />
          <LatestResults competitionId={competitionId} division={division} />
          <ExploreLinks competitionId={competitionId} division={division} />
        </div>
      </div>
    </>
  );
}
