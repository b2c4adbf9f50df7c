/**
 * The rows the chart ranks, from the endpoint that serves them to this viewer: the division's
 * team rows, or its player rows — full for tiers ≥ 2, the public list for tier 1 (whose full rows
 * hold its trial players only). Only the endpoint in use is asked.
 */
import { useMemo } from 'react';
import type { DataStateQuery } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { useDivisionPlayerStat } from '../api/player-agg-stats';
import { useDivisionPublicPlayerStat } from '../api/player-agg-stats-public';
import { useDivisionTeamStat } from '../api/team-agg-stats';
import type { BarChartKind } from '../content/bar-chart-filters';
import { playerStatRow, teamStatRow, type StatRow } from '../content/stat-rows';

export interface StatRowsRequest {
  kind: BarChartKind;
  competitionId: number;
  divisionId: number;
  stat: StatKey;
  /** The viewer reads full player rows (tier ≥ 2). */
  fullPlayerRows: boolean;
}

export function useStatRows({
  kind,
  competitionId,
  divisionId,
  stat,
  fullPlayerRows,
}: StatRowsRequest): DataStateQuery<StatRow[]> {
  const request = { competitionId, divisionId, stat };
  const teams = useDivisionTeamStat(kind === 'teams' ? request : null);
  const fullPlayers = useDivisionPlayerStat(kind === 'players' && fullPlayerRows ? request : null);
  const publicPlayers = useDivisionPublicPlayerStat(
    kind === 'players' && !fullPlayerRows ? request : null,
  );

  const teamRows = teams.data;
  const playerRows = fullPlayerRows ? fullPlayers.data : publicPlayers.data;
  const data = useMemo((): StatRow[] | null | undefined => {
    if (kind === 'teams') {
      if (teamRows === undefined || teamRows === null) return teamRows;
      return teamRows.map((row) => teamStatRow(competitionId, row, stat));
    }
    if (playerRows === undefined || playerRows === null) return playerRows;
    return playerRows.map((row) => playerStatRow(competitionId, row, stat));
  }, [kind, teamRows, playerRows, competitionId, stat]);

  const active = kind === 'teams' ? teams : fullPlayerRows ? fullPlayers : publicPlayers;
  return { data, status: active.status, error: active.error, refetch: active.refetch };
}
