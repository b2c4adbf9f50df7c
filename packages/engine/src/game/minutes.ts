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
 *
 * Seconds are added to the players' lines of box-tallies.ts, gap after gap in game order (the
 * order fixes the floating-point sums); a lineup's keys are looked up once per stretch of
 * events that share it, not once per event.
 */
import type { CanonicalGame, OnFloor } from '@courtside/contract';
import type { BoxTallies, NumberedFloor } from './box-tallies';
import { GameClock } from './splits';
import type { StintTimeline } from './stints';

export type MinutesBasis = 'feed' | 'clock';

function sameKeys(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return false;
  return true;
}

/** The players' numbers of the lineups met on a walk, reused while the lineup stays. */
class FloorNumbers {
  private floor: OnFloor | null = null;
  private numbered: NumberedFloor = { home: [], away: [] };

  constructor(private readonly box: BoxTallies) {}

  of(floor: OnFloor): NumberedFloor {
    if (floor === this.floor) return this.numbered;
    const last = this.floor;
    this.floor = floor;
    // Sources that copy the lineup onto every event (a game read from JSON) repeat its keys.
    if (last === null || !sameKeys(last.home, floor.home) || !sameKeys(last.away, floor.away)) {
      this.numbered = this.box.floor(floor);
    }
    return this.numbered;
  }
}

/** Walks the events; calls back with each gap's lineup, period, seconds and clutch flag. */
function walkEvents(
  game: CanonicalGame,
  clutchSeqs: ReadonlySet<number>,
  numbers: FloorNumbers,
  visit: (floor: NumberedFloor, period: number, seconds: number, clutch: boolean) => void,
): void {
  const clock = new GameClock(game.format);
  let reached = 0;
  let lastFloor: OnFloor | null = null;
  for (const event of game.events) {
    const floor: OnFloor | null = event.onFloor ?? lastFloor;
    lastFloor = floor;
    const second = clock.second(event);
    if (floor === null || second <= reached) {
      reached = Math.max(reached, second);
      continue;
    }
    const numbered = numbers.of(floor);
    // The part of the gap before this event's period began belongs to the earlier periods.
    const periodStart = clock.periodStart(event.period);
    if (reached < periodStart && event.period > 1) {
      visit(numbered, event.period - 1, periodStart - reached, false);
      reached = periodStart;
    }
    visit(numbered, event.period, second - reached, clutchSeqs.has(event.seq));
    reached = second;
  }
}

function addSeconds(box: BoxTallies, split: number, floor: NumberedFloor, seconds: number): void {
  if (split < 0) return;
  box.addSeconds(split, floor.home, seconds);
  box.addSeconds(split, floor.away, seconds);
}

/**
 * Adds every player's seconds on the floor to his lines of the game, each period and clutch
 * time; returns the seconds the clutch split lasted (the sum of the time leading to clutch
 * events).
 */
export function tallySeconds(
  box: BoxTallies,
  game: CanonicalGame,
  timeline: StintTimeline,
  clutchSeqs: ReadonlySet<number>,
  basis: MinutesBasis = 'feed',
): number {
  let clutchSeconds = 0;
  walkEvents(game, clutchSeqs, new FloorNumbers(box), (floor, period, seconds, clutch) => {
    if (clutch) {
      addSeconds(box, box.clutchSplit, floor, seconds);
      clutchSeconds += seconds;
    }
    if (basis === 'feed') {
      addSeconds(box, box.gameSplit, floor, seconds);
      addSeconds(box, box.periodSplit(period), floor, seconds);
    }
  });
  if (basis === 'clock') {
    for (const stint of timeline.stints) {
      const floor = box.floor(stint);
      const seconds = stint.endSecond - stint.startSecond;
      addSeconds(box, box.gameSplit, floor, seconds);
      addSeconds(box, box.periodSplit(stint.period), floor, seconds);
    }
  }
  return clutchSeconds;
}
