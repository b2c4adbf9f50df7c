/**
 * Free-throw trips and the fouls that awarded them. Possession counting needs to know whether a
 * free throw is technical (never starts or ends a possession, METHODS §1) and whether the
 * shooting team keeps the ball afterwards (flagrant and unsportsmanlike fouls); stints need the
 * lineup on the floor at the foul (free throws after a mid-foul substitution belong to it,
 * METHODS §4).
 *
 * Feeds write everything at one clock reading in loose order (the throw may come before the
 * foul), so the awarding foul is searched among the opponent's fouls at the same period and
 * clock first — preferring the one that names the shooter as fouled and awards as many throws
 * as the trip has — and only then among earlier fouls of the period within a few seconds (a
 * clock that ticked between the two throws).
 */
import { otherSide } from '@courtside/contract';
import type { CanonicalGame, FoulEvent, FreeThrowEvent, GameEvent } from '@courtside/contract';
import { eventSecond } from './splits';

export interface TripInfo {
  readonly foul: FoulEvent | null;
  /** Technical free throws: no possession starts or ends with them. */
  readonly technical: boolean;
  /** The shooting team keeps the ball after the trip (flagrant, unsportsmanlike). */
  readonly keepsBall: boolean;
  /** The last attempt of its trip ("2 of 2"). */
  readonly last: boolean;
}

/** How far back (game seconds) an awarding foul may be when the clock moved mid-trip. */
const MAX_FOUL_GAP_SECONDS = 10;
const KEEP_BALL = new Set<FoulEvent['kind']>(['flagrant1', 'flagrant2', 'unsportsmanlike']);

function awards(foul: FoulEvent): boolean {
  return foul.freeThrows > 0 || foul.kind === 'technical' || KEEP_BALL.has(foul.kind);
}

function score(ft: FreeThrowEvent, foul: FoulEvent, sameClock: boolean, index: number, at: number) {
  let points = 0;
  if (sameClock) points += 8;
  if (foul.drawnBy !== null && foul.drawnBy === ft.player) points += 4;
  if (foul.freeThrows === ft.of) points += 2;
  if (index < at) points += 1;
  // Nearer fouls win ties.
  return points - Math.abs(index - at) / 10_000;
}

function awardingFoul(
  game: CanonicalGame,
  events: readonly GameEvent[],
  at: number,
  ft: FreeThrowEvent,
): FoulEvent | null {
  const shooterSide = ft.side;
  if (shooterSide === null) return null;
  const foulingSide = otherSide(shooterSide);
  const ftSecond = eventSecond(game, ft);
  let best: FoulEvent | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  // Scan the same clock reading both ways, and earlier events of the period within the gap.
  for (let i = at - 1; i >= 0; i -= 1) {
    const event = events[i];
    if (event === undefined || event.period !== ft.period) break;
    if (ftSecond - eventSecond(game, event) > MAX_FOUL_GAP_SECONDS) break;
    if (event.type !== 'foul' || event.side !== foulingSide || !awards(event)) continue;
    const s = score(ft, event, event.clock === ft.clock, i, at);
    if (s > bestScore) [best, bestScore] = [event, s];
  }
  for (let i = at + 1; i < events.length; i += 1) {
    const event = events[i];
    if (event === undefined || event.period !== ft.period || event.clock !== ft.clock) break;
    if (event.type !== 'foul' || event.side !== foulingSide || !awards(event)) continue;
    const s = score(ft, event, true, i, at);
    if (s > bestScore) [best, bestScore] = [event, s];
  }
  return best;
}

/** Trip facts for every free throw, by seq. */
export function linkFreeThrows(game: CanonicalGame): Map<number, TripInfo> {
  const trips = new Map<number, TripInfo>();
  const { events } = game;
  events.forEach((event, index) => {
    if (event.type !== 'freeThrow') return;
    const foul = awardingFoul(game, events, index, event);
    trips.set(event.seq, {
      foul,
      technical: event.technical || foul?.kind === 'technical',
      keepsBall: foul !== null && KEEP_BALL.has(foul.kind),
      last: event.attempt >= event.of,
    });
  });
  return trips;
}
