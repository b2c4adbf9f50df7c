/**
 * A person's career: `players` by `personId` (every season he is on a roster, each with its own
 * player id and team: METHODS §10) and, per season, his `player-agg-stats` season line. The
 * bio is public; the season lines are the free tier's (tier 1: trial players only).
 */
import type { PlayerAggStatsRow, PlayerDataRow } from '@courtside/contract/schemas';
import { useQueries } from '@tanstack/react-query';
import { useEndpoint } from '@/lib/api';
import { playerAggStatsQueryOptions } from './player-agg-stats';
import { useFullPlayerRows } from './full-player-rows';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'players';

export const personSeasonsConfig = (personId: number) => ({ personId });

/** A null person (bio not loaded yet) sends nothing. */
export const usePersonSeasons = (personId: number | null) =>
  useFullPlayerRows(
    useEndpoint(ENDPOINT, personId === null ? null : personSeasonsConfig(personId), {
      onError: shownOnScreen,
    }),
  );

const SEASON = ['season'] as const;

export interface SeasonLines {
  /** Season rows by competition id, once every request has answered. */
  data: ReadonlyMap<number, readonly PlayerAggStatsRow[]> | undefined;
  status: 'pending' | 'success' | 'error';
  error: { message: string } | null;
  refetch: () => Promise<unknown>;
}

/** The season line of each of his seasons, one request per competition, as one result. */
export function useSeasonLines(seasons: readonly PlayerDataRow[]): SeasonLines {
  const results = useQueries({
    queries: seasons.map((season) =>
      playerAggStatsQueryOptions({
        competitionId: season.competitionId,
        playerId: season.playerId,
        scopes: SEASON,
      }),
    ),
  });
  const failed = results.filter((result) => result.status === 'error');
  const pending = results.some((result) => result.status === 'pending');
  let data: Map<number, PlayerAggStatsRow[]> | undefined;
  if (results.every((result) => result.data !== undefined)) {
    data = new Map();
    for (const [index, season] of seasons.entries()) {
      const rows = results[index]?.data ?? [];
      data.set(season.competitionId, [...(data.get(season.competitionId) ?? []), ...rows]);
    }
  }
  return {
    data,
    status: failed.length > 0 ? 'error' : pending ? 'pending' : 'success',
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all(failed.map((result) => result.refetch())),
  };
}
