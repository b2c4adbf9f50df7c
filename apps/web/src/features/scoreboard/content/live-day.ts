/**
 * The scoreboard's live days: the days the live stream lists for the competition (today and
 * tomorrow on the schedule's calendar, US Eastern). The stream's summaries say which days and
 * games are live — in the demo league a live game's live day is a real date, not the date the
 * season stores for it — so a day is live when the competition's summaries name it, and the
 * shown day's games are then the stream's, in progress first, then still to tip, then final.
 */
import { scheduleToday } from '@courtside/contract';
import type { GameDataRow } from '@courtside/contract/schemas';
import type { LiveGameStatus, LiveGameSummary } from '@courtside/contract/live';
import { gameMomentText } from '@/lib/live/game-moment';
import { addDays, isoOfGameDate } from './game-days';
import { orderGames, type RankOf } from './scoreboard-games';
import { tipTimeLine } from './tip-time';

/** The days the stream can list at the instant `now`: today and tomorrow (yyyy-mm-dd). */
export function streamDays(now: Date): readonly [today: string, tomorrow: string] {
  const today = scheduleToday(now);
  return [today, addDays(today, 1)];
}

/** A summary's live day as yyyy-mm-dd (the stream writes yyyymmdd). */
export function liveDayOf(game: LiveGameSummary): string | null {
  return isoOfGameDate(game.gameDate);
}

/** The days on which the competition has live games, in any division. */
export function liveDaysOf(games: Iterable<LiveGameSummary>): ReadonlySet<string> {
  const days = new Set<string>();
  for (const game of games) {
    const day = liveDayOf(game);
    if (day !== null) days.add(day);
  }
  return days;
}

/** How many live games of the division each live day holds (the calendar's marks). */
export function liveGamesPerDay(
  games: Iterable<LiveGameSummary>,
  divisionId: number,
): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const game of games) {
    const day = liveDayOf(game);
    if (day === null || game.divisionId !== divisionId) continue;
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** The division's live games of one day (yyyy-mm-dd), in the stream's order of arrival. */
export function liveGamesOfDay(
  games: Iterable<LiveGameSummary>,
  day: string,
  divisionId: number,
): LiveGameSummary[] {
  return [...games].filter((game) => game.divisionId === divisionId && liveDayOf(game) === day);
}

export type LiveSections = Record<LiveGameStatus, LiveGameSummary[]>;

const byTip = (a: LiveGameSummary, b: LiveGameSummary) => a.tipTime.localeCompare(b.tipTime);

/**
 * The games by status. Games to play are in tip order (the order they will start); the others
 * with the best-ranked team first, as the stored scoreboard orders them, then by tip.
 */
export function liveSections(games: readonly LiveGameSummary[], rankOf: RankOf): LiveSections {
  const ofStatus = (status: LiveGameStatus) => games.filter((game) => game.status === status);
  return {
    'in-progress': orderGames(ofStatus('in-progress'), rankOf, byTip),
    scheduled: [...ofStatus('scheduled')].sort((a, b) => byTip(a, b) || a.gameId - b.gameId),
    final: orderGames(ofStatus('final'), rankOf, byTip),
  };
}

/** What a card and the CSV say of the game's moment: the clock, "Final", or the tip time. */
export function liveStatusText(game: LiveGameSummary, timeZone?: string): string {
  return game.status === 'scheduled' ? tipTimeLine(game.tipTime, timeZone) : gameMomentText(game);
}

/**
 * What the live scoreboard reads of the season's stored row of a live game: the ratings'
 * projection made before it and the game's kind (conference game, conference tournament).
 */
export const LIVE_GAME_ROW_FIELDS = [
  'homeMarket',
  'awayMarket',
  'conferenceGame',
  'confTournament',
  'predictedHomeMargin',
  'homeWinProbability',
  'predictedHomeScore',
  'predictedAwayScore',
] as const satisfies readonly (keyof GameDataRow)[];

export type LiveGameRow = Pick<
  GameDataRow,
  'gameId' | 'competitionId' | (typeof LIVE_GAME_ROW_FIELDS)[number]
>;
