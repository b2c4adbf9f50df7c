/**
 * Minutes: seconds each player was on the floor, per split (METHODS §4 stints; splits in
 * splits.ts). Two bases, because the feeds and the clock disagree at the edges:
 *
 * - 'feed' (default): the time from one recorded event to the next goes to the players on the
 *   floor at the later event, across period boundaries (split there between the two periods),
 *   and nothing runs after the game's last recorded event. This is how the NCAA publisher
 *   computes its box-score minutes, so it reproduces them exactly — including their two
 *   blind spots: the seconds a winning team dribbles out after the last event are nobody's, and
 *   the end of a period whose last event came early goes to the next period's first lineup.
 * - 'clock': seconds on the floor over the stints, which tile every second of every period
 *   (stints.ts). Team minutes are then exactly 5 × the game's length.
 *
 * The clutch split is defined by events (METHODS §6), so its seconds always come from the
 * event walk: the time leading up to a clutch event, for the lineup on the floor at it.
 */
import { periodStartSecond } from '@courtside/contract';
import type { CanonicalGame, OnFloor } from '@courtside/contract';
import type { BoxSplit } from './facts';
import { CLUTCH_SPLIT, GAME_SPLIT, eventSecond, periodSplit } from './splits';
import type { StintTimeline } from './stints';

export type MinutesBasis = 'feed' | 'clock';

export interface PlayerSeconds {
  /** split → player key → seconds on the floor. */
  readonly bySplit: ReadonlyMap<BoxSplit, ReadonlyMap<string, number>>;
  /** Seconds the clutch split lasted (sum of the time leading to clutch events). */
  readonly clutchSeconds: number;
}

class Tally {
  readonly bySplit = new Map<BoxSplit, Map<string, number>>();

  add(split: BoxSplit, floor: OnFloor, seconds: number): void {
    if (seconds <= 0) return;
    let players = this.bySplit.get(split);
    if (players === undefined) {
      players = new Map();
      this.bySplit.set(split, players);
    }
    for (const key of floor.home) players.set(key, (players.get(key) ?? 0) + seconds);
    for (const key of floor.away) players.set(key, (players.get(key) ?? 0) + seconds);
  }
}

/** Walks the events; calls back with each gap's lineup, period, seconds and clutch flag. */
function walkEvents(
  game: CanonicalGame,
  clutchSeqs: ReadonlySet<number>,
  visit: (floor: OnFloor, period: number, seconds: number, clutch: boolean) => void,
): void {
  let reached = 0;
  let lastFloor: OnFloor | null = null;
  for (const event of game.events) {
    const floor: OnFloor | null = event.onFloor ?? lastFloor;
    lastFloor = floor;
    const second = eventSecond(game, event);
    if (floor === null || second <= reached) {
      reached = Math.max(reached, second);
      continue;
    }
    // The part of the gap before this event's period began belongs to the earlier periods.
    const periodStart = periodStartSecond(game.format, event.period);
    if (reached < periodStart && event.period > 1) {
      visit(floor, event.period - 1, periodStart - reached, false);
      reached = periodStart;
    }
    visit(floor, event.period, second - reached, clutchSeqs.has(event.seq));
    reached = second;
  }
}

export function playerSeconds(
  game: CanonicalGame,
  timeline: StintTimeline,
  clutchSeqs: ReadonlySet<number>,
  basis: MinutesBasis = 'feed',
): PlayerSeconds {
  const tally = new Tally();
  let clutchSeconds = 0;
  walkEvents(game, clutchSeqs, (floor, period, seconds, clutch) => {
    if (clutch) {
      tally.add(CLUTCH_SPLIT, floor, seconds);
      clutchSeconds += seconds;
    }
    if (basis === 'feed') {
      tally.add(GAME_SPLIT, floor, seconds);
      tally.add(periodSplit(period), floor, seconds);
    }
  });
  if (basis === 'clock') {
    for (const stint of timeline.stints) {
      const floor = { home: stint.home, away: stint.away };
      const seconds = stint.endSecond - stint.startSecond;
      tally.add(GAME_SPLIT, floor, seconds);
      tally.add(periodSplit(stint.period), floor, seconds);
    }
  }
  return { bySplit: tally.bySplit, clutchSeconds };
}
