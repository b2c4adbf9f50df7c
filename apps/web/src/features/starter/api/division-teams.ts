/**
 * `team-agg-stats` of one division, season scope, offence rows only (ratings and records are
 * the team's on both twins), slimmed with `fields` to the rating columns: the full division
 * answer is megabytes, these fields a small part of it. One answer feeds the overview's top 25
 * and the team ratings view. Public.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-stats';

/** What the starter reads; the router always keeps the ids (teamId, conferenceId…). */
export const DIVISION_TEAM_FIELDS = [
  'teamMarket',
  'teamName',
  'gp',
  'overallWins',
  'overallLosses',
  'confWins',
  'confLosses',
  'ortgAdj',
  'drtgAdj',
  'netRtgAdj',
  'netRanking',
  'paceAdj',
  'sos',
  'ortg',
  'drtg',
  'pace',
  'isQualified',
] as const;

export type DivisionTeamRow = Pick<
  TeamAggStatsRow,
  'competitionId' | 'teamId' | 'conferenceId' | 'divisionId' | (typeof DIVISION_TEAM_FIELDS)[number]
>;

export interface DivisionRequest {
  competitionId: number;
  divisionId: number;
}

export const divisionTeamsConfig = ({ competitionId, divisionId }: DivisionRequest) => ({
  competitionId,
  divisionId,
  scope: 'season',
  isOffense: true,
  fields: [...DIVISION_TEAM_FIELDS],
});

export const useDivisionTeams = (request: DivisionRequest) =>
  useEndpoint(ENDPOINT, divisionTeamsConfig(request), { onError: shownOnScreen });
