/**
 * The shot filters of a team's or player's chart, applied in the browser over the season's
 * `pbp-shots` rows (a team's season is a few thousand attempts): games, opponent, site, period,
 * clutch time, date range and shot type. The rows name the game, date, period and shot; the
 * team's schedule (`games`) adds the opponent's name and whether the game was at a neutral site.
 */
import type { GameDataRow, PbpShotRow } from '@courtside/contract/schemas';
import type { PeriodFormat } from '@/lib/charts/game-time';
import {
  regulationPeriods,
  type ShotFilterChoice,
  type ShotKind,
  type ShotSite,
} from './chart-choices';

export type GameSite = Exclude<ShotSite, 'all'>;

/** One game of the subject team's schedule, from its side. */
export interface ScheduleGame {
  gameId: number;
  /** yyyy-mm-dd; null when only the box score knows the game. */
  gameDate: string | null;
  opponent: string;
  site: GameSite;
  /** Play-by-play games have located attempts; box-score-only games have none. */
  hasShots: boolean;
}

export interface ScheduleTeam {
  teamId: number;
  teamMarket: string;
}

/**
 * The team's games from its side. A team outside Division I may come without an id in a game
 * row (it keeps its name), so the name decides then.
 */
export function scheduleOf(games: readonly GameDataRow[], team: ScheduleTeam): ScheduleGame[] {
  return games
    .map((game) => {
      const isHome =
        game.homeTeamId === team.teamId ||
        (game.homeTeamId === null &&
          game.awayTeamId !== team.teamId &&
          game.homeMarket === team.teamMarket);
      return {
        gameId: game.gameId,
        gameDate: game.gameDate,
        opponent: isHome ? game.awayMarket : game.homeMarket,
        site: game.isNeutral ? 'neutral' : isHome ? 'home' : 'away',
        hasShots: game.coverage === 'pbp',
      } satisfies ScheduleGame;
    })
    .sort((a, b) => (a.gameDate ?? '').localeCompare(b.gameDate ?? '') || a.gameId - b.gameId);
}

/** The opponents of a schedule, each once, by name. */
export function opponentsOf(schedule: readonly ScheduleGame[]): string[] {
  return [...new Set(schedule.map((game) => game.opponent))].sort((a, b) => a.localeCompare(b));
}

export interface ShotFilterContext {
  /** The subject team's games by id. */
  schedule: ReadonlyMap<number, ScheduleGame>;
  /** True for the subject's own attempts, false for its opponents' against it. */
  isOffense: boolean;
  periodFormat: PeriodFormat;
}

/**
 * Where the subject team played the attempt's game: the schedule's word, else the row's home
 * flag (which is the shooter's: an opponent's home game is the subject's away game).
 */
export function siteOf(row: PbpShotRow, context: ShotFilterContext): GameSite {
  const game = context.schedule.get(row.gameId);
  if (game !== undefined) return game.site;
  return row.isHome === context.isOffense ? 'home' : 'away';
}

export function opponentOf(row: PbpShotRow, context: ShotFilterContext): string {
  return context.schedule.get(row.gameId)?.opponent ?? '';
}

export function gameDateOf(row: PbpShotRow, context: ShotFilterContext): string | null {
  return row.gameDate ?? context.schedule.get(row.gameId)?.gameDate ?? null;
}

const NAMED_SHOT_TYPES: ReadonlySet<string> = new Set(['layup', 'dunk', 'jumper', 'hook', 'tip']);

export function isShotKind(row: PbpShotRow, kind: ShotKind): boolean {
  switch (kind) {
    case 'all':
      return true;
    case 'two':
      return row.shotValue === 2;
    case 'three':
      return row.shotValue === 3;
    case 'other':
      return row.shotType === null || !NAMED_SHOT_TYPES.has(row.shotType);
    default:
      return row.shotType === kind;
  }
}

function inPeriod(row: PbpShotRow, period: ShotFilterChoice['period'], format: PeriodFormat) {
  if (period === 'all') return true;
  const regulation = regulationPeriods(format);
  return period === 'ot' ? row.period > regulation : row.period === Number(period);
}

function inDates(date: string | null, from: string, to: string): boolean {
  if (from === '' && to === '') return true;
  if (date === null) return false;
  return (from === '' || date >= from) && (to === '' || date <= to);
}

/** The attempts every filter keeps, in their order. */
export function filterShots(
  rows: readonly PbpShotRow[],
  filters: ShotFilterChoice,
  context: ShotFilterContext,
): PbpShotRow[] {
  const games = new Set(filters.games);
  return rows.filter(
    (row) =>
      (games.size === 0 || games.has(row.gameId)) &&
      (filters.opponent === '' || opponentOf(row, context) === filters.opponent) &&
      (filters.site === 'all' || siteOf(row, context) === filters.site) &&
      inPeriod(row, filters.period, context.periodFormat) &&
      (!filters.clutch || row.isClutch) &&
      inDates(gameDateOf(row, context), filters.from, filters.to) &&
      isShotKind(row, filters.shotType),
  );
}
