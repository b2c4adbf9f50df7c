/**
 * The rows a model is fitted on, whichever endpoint serves them: teams' season lines, or
 * players' full or public lines (fit-stats.ts picks by tier). Each becomes a FitRow (an id, a
 * name, the values of the requested stats) so the rest of the page does not care where it came
 * from. Player rows also pass the minutes filter here: `qualified` is asked of the server, a
 * per-game minimum is applied to `minsPg` (which the request then includes).
 */
import { useMemo } from 'react';
import type { DataStateQuery } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { useFullPlayerModelRows, type PlayerModelRequest } from '../api/player-agg-stats';
import { usePublicPlayerModelRows } from '../api/player-agg-stats-public';
import { useTeamModelRows } from '../api/team-agg-stats';
import type { PlayerMinutes } from '../content/fit-filters';
import type { FitRow } from '../content/fit-sample';
import type { FitSource } from '../content/fit-stats';

export interface ModelRowsRequest {
  source: FitSource;
  competitionId: number;
  divisionId: number;
  stats: readonly StatKey[];
  minutes: PlayerMinutes;
}

/** The per-game minimum of a minutes choice, or null when none applies on the client. */
export function minimumMinutesPerGame(minutes: PlayerMinutes): number | null {
  return minutes === 'qualified' || minutes === 'all' ? null : Number(minutes);
}

function statValues(row: object, keys: readonly StatKey[]): FitRow['values'] {
  const source = row as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    keys.map((key) => {
      const value = source[key];
      return [key, typeof value === 'number' ? value : null];
    }),
  );
}

export interface ModelRowsQuery extends DataStateQuery<FitRow[]> {
  /** Players the minutes filter left out (0 for teams). */
  belowMinutes: number;
}

export function useModelRows(request: ModelRowsRequest): ModelRowsQuery {
  const { source, competitionId, divisionId, minutes } = request;
  const minimum = source === 'teams' ? null : minimumMinutesPerGame(minutes);
  const stats = useMemo(
    () =>
      minimum === null || request.stats.includes('minsPg')
        ? request.stats
        : [...request.stats, 'minsPg' as const],
    [request.stats, minimum],
  );
  const playerRequest: PlayerModelRequest = {
    competitionId,
    divisionId,
    stats,
    qualifiedOnly: minutes === 'qualified',
  };
  const teams = useTeamModelRows(source === 'teams' ? { competitionId, divisionId, stats } : null);
  const fullPlayers = useFullPlayerModelRows(source === 'playersFull' ? playerRequest : null);
  const publicPlayers = usePublicPlayerModelRows(source === 'playersPublic' ? playerRequest : null);

  const teamRows = useMemo(
    () =>
      teams.data === null
        ? null
        : teams.data
            ?.filter((row) => row.isOffense === true)
            .map((row): FitRow => ({
              id: String(row.teamId),
              name: row.teamMarket,
              values: statValues(row, stats),
            })),
    [teams.data, stats],
  );
  const playerData = source === 'playersFull' ? fullPlayers.data : publicPlayers.data;
  const players = useMemo(() => {
    if (playerData === undefined) return undefined;
    if (playerData === null) return null;
    const rows = playerData.map((row): FitRow => ({
      id: String(row.playerId),
      name: row.fullName,
      detail: row.teamMarket,
      values: statValues(row, stats),
    }));
    if (minimum === null) return { rows, belowMinutes: 0 };
    const kept = rows.filter((row) => (row.values.minsPg ?? 0) >= minimum);
    return { rows: kept, belowMinutes: rows.length - kept.length };
  }, [playerData, stats, minimum]);

  if (source === 'teams') {
    return {
      data: teamRows,
      status: teams.status,
      error: teams.error,
      refetch: teams.refetch,
      belowMinutes: 0,
    };
  }
  const query = source === 'playersFull' ? fullPlayers : publicPlayers;
  return {
    data: players === null ? null : players?.rows,
    status: query.status,
    error: query.error,
    refetch: query.refetch,
    belowMinutes: players?.belowMinutes ?? 0,
  };
}
