/** The messages the live hub sends and the small facts it keeps about games (hub.ts). */
import type { LiveGameSummary, LiveServerMessage } from '@courtside/contract/live';
import { scheduleDate } from '../data/endpoints/reference/config-values';
import type { LiveGameBatch } from './bus';
import type { LiveGameNow } from './source';

/** Today's and tomorrow's live days (US Eastern), as the contract writes them (yyyymmdd). */
export function liveDays(now: Date): string[] {
  return [scheduleDate(now), scheduleDate(now, 1)].map((day) => day.replaceAll('-', ''));
}

export const notFound = (gameId: number): LiveServerMessage => ({
  type: 'error',
  code: 'not-found',
  msg: `There is no live game ${gameId}.`,
  gameId,
});

export function lastSeqOf(game: LiveGameNow): number {
  return game.events.at(-1)?.seq ?? -1;
}

/** What the hub offers a socket: a published batch, or the game as the source has it now. */
export type OfferedGame = Pick<LiveGameBatch, 'events' | 'summary' | 'sentAt'>;

export function eventsMessage(gameId: number, game: OfferedGame, start: number): LiveServerMessage {
  const stamp = game.sentAt === undefined ? {} : { sentAt: game.sentAt };
  return {
    type: 'events',
    gameId,
    events: game.events.slice(start),
    summary: game.summary,
    ...stamp,
  };
}

export function gamesMessage(
  id: number,
  games: readonly LiveGameSummary[],
  sentAt?: number,
): LiveServerMessage {
  const stamp = sentAt === undefined ? {} : { sentAt };
  return { type: 'games', competitionId: id, games: [...games], ...stamp };
}

export function fingerprints(games: readonly LiveGameSummary[]): Map<number, string> {
  return new Map(games.map((game) => [game.gameId, JSON.stringify(game)]));
}
