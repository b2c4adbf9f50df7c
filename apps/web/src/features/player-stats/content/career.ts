/**
 * A player's career table: one row per season and team he is on a roster for (oldest first),
 * with that season's line when play-by-play gave him one, and the transfers made visible — a
 * row whose school differs from his previous row's names where he came from.
 */
import type { PlayerAggStatsRow, PlayerDataRow } from '@courtside/contract/schemas';
import { getCompetition } from '@courtside/contract';

export interface CareerRow {
  season: PlayerDataRow;
  /** "M24-25" */
  seasonLabel: string;
  /** His season line with this team; null without play-by-play games. */
  line: PlayerAggStatsRow | null;
  /** The school he played for in his previous row when it was another one, else null. */
  transferFrom: string | null;
}

const startYear = (competitionId: number): number => getCompetition(competitionId)?.yearStart ?? 0;

export function careerRows(
  seasons: readonly PlayerDataRow[],
  lines: ReadonlyMap<number, readonly PlayerAggStatsRow[]>,
): CareerRow[] {
  const ordered = [...seasons].sort(
    (a, b) => startYear(a.competitionId) - startYear(b.competitionId),
  );
  return ordered.map((season, index) => {
    const previous = index > 0 ? ordered[index - 1] : undefined;
    const line =
      lines
        .get(season.competitionId)
        ?.find((row) => row.scope === 'season' && row.teamId === season.teamId) ?? null;
    return {
      season,
      seasonLabel: getCompetition(season.competitionId)?.shortLabel ?? String(season.competitionId),
      line,
      transferFrom:
        previous !== undefined && previous.teamMarket !== season.teamMarket
          ? previous.teamMarket
          : null,
    };
  });
}

export interface PlayerSeasonOption {
  competitionId: number;
  /** His id in that season (ids change every season). */
  playerId: number;
  label: string;
}

/**
 * The seasons his page can switch to, newest first: one per competition he is on a roster in
 * (the first roster of a season he changed teams in), and always the season being shown, so the
 * select has its value while his seasons load.
 */
export function playerSeasonOptions(
  seasons: readonly PlayerDataRow[],
  current: { competitionId: number; playerId: number },
): PlayerSeasonOption[] {
  const byCompetition = new Map<number, number>([[current.competitionId, current.playerId]]);
  for (const season of seasons) {
    if (!byCompetition.has(season.competitionId)) {
      byCompetition.set(season.competitionId, season.playerId);
    }
  }
  return [...byCompetition]
    .map(([competitionId, playerId]) => ({
      competitionId,
      playerId,
      label: getCompetition(competitionId)?.label ?? String(competitionId),
    }))
    .sort((a, b) => startYear(b.competitionId) - startYear(a.competitionId));
}
