/**
 * Player rows for a player scatter chart, by the player-data rule of §6: tiers ≥ 2 read
 * `player-agg-stats` (full rows: every stat), tiers 0 and 1 `player-agg-stats-public` (public
 * stats only; tier 1's full rows would hold its trial players only). Season rows of a division
 * (or one conference), slimmed with `fields` to the names, the filters' fields and the charted
 * stats; `qualifiedOnly` asks the server for players with 10% of their team's minutes, so the
 * long tail of walk-ons is not sent at all. One of the two hooks sends; the other passes.
 */
import type {
  EndpointParams,
  PlayerAggStatsPublicRow,
  PlayerAggStatsRow,
} from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import type { NumericStatFieldOf } from '@/lib/stats/row-stat-keys';
import type { StatRow } from '../content/scatter-points';
import { shownOnScreen } from './shown-on-screen';

/** Which player rows the user's tier reads. */
export type PlayerRowAccess = 'full' | 'public';

/** The tier from which the full rows are read. */
export const FULL_PLAYER_ROWS_TIER = 2;

export const playerRowAccessOf = (tier: number): PlayerRowAccess =>
  tier >= FULL_PLAYER_ROWS_TIER ? 'full' : 'public';

/** A stat a full player row can plot (public rows carry a subset). */
export type PlayerScatterStat = NumericStatFieldOf<PlayerAggStatsRow>;

/** What every request reads besides the charted stats (the router adds the ids). */
export const PLAYER_NAME_FIELDS = [
  'playerKey',
  'fullName',
  'teamMarket',
  'position',
  'gp',
  'minsPg',
] as const;

export type PlayerScatterRow = Pick<
  PlayerAggStatsPublicRow,
  'competitionId' | 'playerId' | 'teamId' | 'conferenceId' | (typeof PLAYER_NAME_FIELDS)[number]
> &
  StatRow<PlayerScatterStat>;

export interface PlayerScatterRequest {
  competitionId: number;
  divisionId: number;
  conferenceId: number | null;
  qualifiedOnly: boolean;
  stats: readonly PlayerScatterStat[];
}

export function playerScatterConfig({
  competitionId,
  divisionId,
  conferenceId,
  qualifiedOnly,
  stats,
}: PlayerScatterRequest): EndpointParams<'player-agg-stats'> {
  const config: EndpointParams<'player-agg-stats'> = {
    competitionId,
    divisionId,
    scope: 'season',
    fields: [...new Set<string>([...PLAYER_NAME_FIELDS, ...stats])],
    ...(conferenceId === null ? {} : { conferenceId }),
  };
  return qualifiedOnly ? { ...config, isQualified: true } : config;
}

/** The rows of the user's access; a null request (not ready) sends nothing. */
export function usePlayerScatterRows(
  request: PlayerScatterRequest | null,
  access: PlayerRowAccess,
): UseDataResult<PlayerScatterRow[]> {
  const config = request === null ? null : playerScatterConfig(request);
  const full = useEndpoint('player-agg-stats', access === 'full' ? config : null, {
    onError: shownOnScreen,
  });
  const open = useEndpoint('player-agg-stats-public', access === 'public' ? config : null, {
    onError: shownOnScreen,
  });
  // A full row is a public row with more stats: both read as the chart's row.
  const rows: UseDataResult<PlayerScatterRow[]> = access === 'full' ? full : open;
  return rows;
}
