/**
 * `team-agg-stats` of Division I for one competition, season scope, offense rows only, slimmed
 * with `fields` to what the home page shows: the full division answer is about 2.5 MB, these
 * few fields a small fraction of it. One answer feeds both the top-teams list and the team
 * leaders (ratings and pace are the team's on the offense row). Public.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api/use-endpoint';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';
/** Division I: the default division of the stats areas. */
export const HOME_DIVISION_ID = 1;

/** The fields the home page reads; the router always keeps ids (teamId, competitionId…). */
export const TOP_TEAM_FIELDS = [
  'teamMarket',
  'teamName',
  'netRtgAdj',
  'ortgAdj',
  'drtgAdj',
  'paceAdj',
  'overallWins',
  'overallLosses',
  'isQualified',
] as const;

/** A team-agg-stats row as the `fields` selection returns it. */
export type TopTeamRow = Pick<
  TeamAggStatsRow,
  'competitionId' | 'teamId' | (typeof TOP_TEAM_FIELDS)[number]
>;

export const topTeamsConfig = (competitionId: number) => ({
  competitionId,
  divisionId: HOME_DIVISION_ID,
  scope: 'season',
  isOffense: true,
  fields: [...TOP_TEAM_FIELDS],
});

export const useTopTeams = (competitionId: number) =>
  useEndpoint(ENDPOINT, topTeamsConfig(competitionId), { onError: shownOnScreen });
