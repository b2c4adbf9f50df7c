/**
 * `player-agg-stats` for a conference or division: the season lines of its players, the
 * leaderboards' rows. Tier ≥ 1 (the server answers a visitor with 403 and gives tier 1 its
 * trial players only). `qualifiedOnly` asks the server for players with 10% of their team's
 * minutes, so a division's long tail of walk-ons is not sent at all.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import type { DataConfig } from '@courtside/contract';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats';

export type GroupPlayersRequest = (
  { competitionId: number; conferenceId: number } | { competitionId: number; divisionId: number }
) & { qualifiedOnly: boolean };

export function groupPlayersConfig({ qualifiedOnly, ...group }: GroupPlayersRequest): DataConfig {
  const config: DataConfig = { ...group, scope: 'season' };
  return qualifiedOnly ? { ...config, isQualified: true } : config;
}

export const fetchGroupPlayers = (request: GroupPlayersRequest, signal?: AbortSignal) =>
  fetchData<PlayerAggStatsRow[]>(ENDPOINT, groupPlayersConfig(request), { signal });

export const groupPlayersQueryOptions = (request: GroupPlayersRequest) =>
  dataQueryOptions<PlayerAggStatsRow[]>(ENDPOINT, groupPlayersConfig(request));

export const useGroupPlayers = (request: GroupPlayersRequest) =>
  useData<PlayerAggStatsRow[]>(ENDPOINT, groupPlayersConfig(request), { onError: shownOnScreen });
