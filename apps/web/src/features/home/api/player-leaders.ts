/**
 * `player-agg-stats-public` of Division I for one competition: qualified players' season
 * per-game lines, slimmed with `fields` to the leader categories the home page shows. Player
 * rows are for signed-in tiers (§6): the page mounts this query only for tier ≥ 1, a visitor
 * sees team-level leaders and a sign-up prompt and sends no player request.
 */
import type { PlayerAggStatsPublicRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api/use-endpoint';
import { shownOnScreen } from './shown-on-screen';
import { HOME_DIVISION_ID } from './top-teams';

const ENDPOINT = 'player-agg-stats-public';

export const PLAYER_LEADER_FIELDS = [
  'fullName',
  'teamMarket',
  'ptsScoredPg',
  'rebPg',
  'astPg',
] as const;

export type PlayerLeaderRow = Pick<
  PlayerAggStatsPublicRow,
  'competitionId' | 'playerId' | 'teamId' | (typeof PLAYER_LEADER_FIELDS)[number]
>;

export const playerLeadersConfig = (competitionId: number) => ({
  competitionId,
  divisionId: HOME_DIVISION_ID,
  scope: 'season',
  isQualified: true,
  fields: [...PLAYER_LEADER_FIELDS],
});

export const usePlayerLeaders = (competitionId: number) =>
  useEndpoint(ENDPOINT, playerLeadersConfig(competitionId), {
    onError: shownOnScreen,
  });
