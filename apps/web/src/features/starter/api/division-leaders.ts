/**
 * `player-agg-stats-public` of one division: qualified players' (10% of the team's minutes)
 * season per-game lines, slimmed to the overview's leader categories. The public subset, not
 * `player-agg-stats`: that one gives tier 1 its trial players only, which would make "the
 * season's leaders" the leaders of three players. Player rows are for signed-in tiers (§6): the
 * overview mounts this query only for tier ≥ 1, as the home page does.
 */
import type { PlayerAggStatsPublicRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { DivisionRequest } from './division-teams';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats-public';

export const LEADER_FIELDS = [
  'fullName',
  'teamMarket',
  'gp',
  'ptsScoredPg',
  'rebPg',
  'astPg',
  'isQualified',
] as const;

export type LeaderRow = Pick<
  PlayerAggStatsPublicRow,
  'competitionId' | 'playerId' | 'teamId' | (typeof LEADER_FIELDS)[number]
>;

export const divisionLeadersConfig = ({ competitionId, divisionId }: DivisionRequest) => ({
  competitionId,
  divisionId,
  scope: 'season',
  isQualified: true,
  fields: [...LEADER_FIELDS],
});

export const useDivisionLeaders = (request: DivisionRequest) =>
  useEndpoint(ENDPOINT, divisionLeadersConfig(request), { onError: shownOnScreen });
