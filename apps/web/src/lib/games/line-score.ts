/**
 * A game's line score (the game page's header, the scoreboard's cards): each team's points in
 * every period — halves (men) or quarters (women), then OT1, OT2… — from `team-period-stats`,
 * and the final's label ("Final/OT", "Final/2OT"). Only regrouping: the points are the API's.
 */
import type { GameDataRow, TeamPeriodStatsRow } from '@courtside/contract/schemas';
import { PERIOD_FORMATS, getCompetition, isOvertime, type PeriodFormat } from '@courtside/contract';

export interface LinePeriod {
  period: number;
  /** "H1", "Q3", "OT1", "OT2"… */
  label: string;
  home: number | null;
  away: number | null;
}

/** The game's period structure, by its competition's gender (men's halves when unknown). */
export function periodFormatOfGame(game: Pick<GameDataRow, 'competitionId'>): PeriodFormat {
  return PERIOD_FORMATS[getCompetition(game.competitionId)?.gender ?? 'MALE'];
}

/** How many overtimes the game went to (0 when unknown or none). */
export function overtimesOf(game: Pick<GameDataRow, 'competitionId' | 'periods'>): number {
  if (game.periods === null) return 0;
  return Math.max(0, game.periods - periodFormatOfGame(game).regulationPeriods);
}

/** "OT" after one overtime, "2OT" after two… (the game's own label, as on a scoreboard). */
export function overtimeLabel(overtimes: number): string {
  return overtimes === 1 ? 'OT' : `${overtimes}OT`;
}

/** "Final", "Final/OT", "Final/2OT"… or "Scheduled" before a score exists. */
export function finalLabel(game: GameDataRow): string {
  if (game.status !== 'final') return 'Scheduled';
  const overtimes = overtimesOf(game);
  return overtimes === 0 ? 'Final' : `Final/${overtimeLabel(overtimes)}`;
}

/** A line-score column: "H1", "H2" / "Q1"…"Q4", then "OT1", "OT2"… */
export function linePeriodLabel(format: PeriodFormat, period: number): string {
  if (isOvertime(format, period)) return `OT${period - format.regulationPeriods}`;
  return `${format.regulationPeriods === 2 ? 'H' : 'Q'}${period}`;
}

/**
 * Each period of the game with both teams' points. A team outside Division I has no rows of
 * its own, so each period is read from whichever team's own line (offense row) is there: its
 * points scored and allowed are both sides' points.
 */
export function linePeriods(game: GameDataRow, rows: readonly TeamPeriodStatsRow[]): LinePeriod[] {
  const format = periodFormatOfGame(game);
  const own = rows.filter((row) => row.isOffense && row.gameId === game.gameId);
  const last = Math.max(
    game.periods ?? 0,
    format.regulationPeriods,
    ...own.map((row) => row.period),
  );
  return Array.from({ length: last }, (_, index) => {
    const period = index + 1;
    const home = own.find((row) => row.period === period && row.teamId === game.homeTeamId);
    const away = own.find((row) => row.period === period && row.teamId === game.awayTeamId);
    return {
      period,
      label: linePeriodLabel(format, period),
      home: home?.ptsScored ?? away?.ptsAgst ?? null,
      away: away?.ptsScored ?? home?.ptsAgst ?? null,
    };
  });
}
