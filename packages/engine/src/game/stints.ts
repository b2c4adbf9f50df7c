/**
 * Stints: stretches with the same ten players on the floor (METHODS §4), built from each
 * event's on-floor players.
 *
 * Time. Within a period, the time from one event to the next belongs to the lineup on the floor
 * at the later event (the lineup that played up to it); the period's opening seconds belong to
 * its first lineup and the seconds after its last event to its last lineup, so a period's stints
 * tile it exactly: no gap, no overlap. Where the lineup changes, the stint boundary is the
 * clock of the event before the change — the substitution's own clock when the feed writes the
 * new lineup on the substitution row, the clock of the dead ball at which the substitution
 * happened when it writes the old lineup on every row of that clock (the NCAA feed does).
 * Stints split at every lineup change and every period boundary.
 *
 * Credit. Points and possessions go to the stint of the event that scored or ended them, except
 * free throws: they belong to the lineup on the floor at the foul that awarded them, so a
 * substitution between two free throws does not move the second one (METHODS §4). A possession
 * goes to the stint credited with its ending event.
 *
 * Events the source gives no on-floor players for inherit the previous event's lineup (the
 * next one's at the start of a period); a period with none at all has no stints and is
 * reported in `gaps`.
 */
import { periodLengthSeconds, periodStartSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent, OnFloor } from '@courtside/contract';
import type { Possession, Stint } from './facts';
import { linkFreeThrows } from './possessions-trips';
import type { TripInfo } from './possessions-trips';
import { eventSecond } from './splits';
import { compactStints } from './stints-compact';

export interface StintTimeline {
  readonly stints: Stint[];
  /** Stint index credited with each event (by seq); absent for events of a period without stints. */
  readonly creditedStint: ReadonlyMap<number, number>;
  /** Stint index each event happened in (its own lineup), by seq. */
  readonly ownStint: ReadonlyMap<number, number>;
  /** Periods without any on-floor data, which no stint covers. */
  readonly gaps: readonly number[];
  /** Lineups with other than five players on a side, as "seq: home 4 / away 5". */
  readonly irregularLineups: readonly string[];
}

/**
 * A copy of a side's keys in the order Array.prototype.sort gives strings (UTF-16 code units,
 * what `<` compares); insertion sort, as a side has five keys.
 */
function sortedKeys(keys: readonly string[]): string[] {
  const out = keys.slice();
  for (let i = 1; i < out.length; i += 1) {
    const key = out[i] as string;
    let j = i - 1;
    while (j >= 0 && (out[j] as string) > key) {
      out[j + 1] = out[j] as string;
      j -= 1;
    }
    out[j + 1] = key;
  }
  return out;
}

function sorted(floor: OnFloor): OnFloor {
  return { home: sortedKeys(floor.home), away: sortedKeys(floor.away) };
}

function sameKeys(x: readonly string[], y: readonly string[]): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return false;
  return true;
}

function sameFloor(a: OnFloor, b: OnFloor): boolean {
  // Events of one stretch share their sorted lineup (filledLineups): most calls stop here.
  return a === b || (sameKeys(a.home, b.home) && sameKeys(a.away, b.away));
}

export function eventPoints(event: GameEvent): number {
  if (event.type === 'shot' && event.made) return event.value;
  if (event.type === 'freeThrow' && event.made) return 1;
  return 0;
}

/** Each event's lineup with gaps filled from neighbours in the same period. */
function filledLineups(events: readonly GameEvent[]): Array<OnFloor | null> {
  // Sources share one OnFloor object between the events of a stretch with the same ten
  // (the NCAA adapter does): sort each object once, not once per event.
  const sortedOf = new Map<OnFloor, OnFloor>();
  const out: Array<OnFloor | null> = events.map((e) => {
    if (e.onFloor === null) return null;
    let floor = sortedOf.get(e.onFloor);
    if (floor === undefined) {
      floor = sorted(e.onFloor);
      sortedOf.set(e.onFloor, floor);
    }
    return floor;
  });
  for (let i = 1; i < out.length; i += 1) {
    if (out[i] === null && events[i]?.period === events[i - 1]?.period) out[i] = out[i - 1] ?? null;
  }
  for (let i = out.length - 2; i >= 0; i -= 1) {
    if (out[i] === null && events[i]?.period === events[i + 1]?.period) out[i] = out[i + 1] ?? null;
  }
  return out;
}

interface Segment {
  period: number;
  start: number;
  end: number;
  floor: OnFloor;
}

function segmentsOfPeriod(
  game: CanonicalGame,
  period: number,
  items: readonly number[],
  lineups: ReadonlyArray<OnFloor | null>,
  ownSegment: Map<number, number>,
  segments: Segment[],
): void {
  const start = periodStartSecond(game.format, period);
  const end = start + periodLengthSeconds(game.format, period);
  let clock = start;
  let previousSecond = start;
  let current: Segment | null = null;
  for (const index of items) {
    const event = game.events[index] as GameEvent;
    const floor = lineups[index] as OnFloor;
    const second = Math.min(Math.max(eventSecond(game, event), clock), end);
    if (current === null) {
      current = { period, start, end, floor };
      segments.push(current);
    } else if (!sameFloor(current.floor, floor)) {
      const boundary = event.type === 'substitution' ? second : previousSecond;
      current.end = Math.max(boundary, current.start);
      current = { period, start: current.end, end, floor };
      segments.push(current);
    }
    ownSegment.set(event.seq, segments.length - 1);
    clock = second;
    previousSecond = second;
  }
  if (current !== null) current.end = end;
}

/**
 * Stints of a game with points and possessions of both sides. `trips` are the game's free-throw
 * trips (linkFreeThrows), when the caller has them already.
 */
export function buildStints(
  game: CanonicalGame,
  possessions: readonly Possession[],
  trips: ReadonlyMap<number, TripInfo> = linkFreeThrows(game),
): StintTimeline {
  const events = game.events;
  const lineups = filledLineups(events);
  const segments: Segment[] = [];
  const ownStint = new Map<number, number>();
  const irregular: string[] = [];
  const gaps: number[] = [];
  // Indexes of the events with a lineup, by period.
  const byPeriod = new Map<number, number[]>();
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i] as GameEvent;
    if (lineups[i] === null || lineups[i] === undefined) continue;
    let items = byPeriod.get(event.period);
    if (items === undefined) {
      items = [];
      byPeriod.set(event.period, items);
    }
    items.push(i);
  }
  for (let period = 1; period <= game.periods; period += 1) {
    const items = byPeriod.get(period) ?? [];
    if (items.length === 0) {
      gaps.push(period);
      continue;
    }
    for (const index of items) {
      const floor = lineups[index] as OnFloor;
      if (floor.home.length !== 5 || floor.away.length !== 5) {
        const seq = (events[index] as GameEvent).seq;
        irregular.push(`${seq}: home ${floor.home.length} / away ${floor.away.length}`);
      }
    }
    segmentsOfPeriod(game, period, items, lineups, ownStint, segments);
  }

  // Free throws go to the stint of their awarding foul (same period; METHODS §4).
  const creditedStint = new Map(ownStint);
  for (const event of events) {
    if (event.type !== 'freeThrow') continue;
    const foul = trips.get(event.seq)?.foul;
    const foulStint = foul === null || foul === undefined ? undefined : ownStint.get(foul.seq);
    if (foulStint !== undefined && foul?.period === event.period)
      creditedStint.set(event.seq, foulStint);
  }

  const stints: Stint[] = segments.map((segment, index) => ({
    index,
    period: segment.period,
    startSecond: segment.start,
    endSecond: segment.end,
    home: segment.floor.home,
    away: segment.floor.away,
    homePts: 0,
    awayPts: 0,
    homePoss: 0,
    awayPoss: 0,
  }));
  for (const event of events) {
    const points = eventPoints(event);
    if (points === 0 || event.side === null) continue;
    const stint = stints[creditedStint.get(event.seq) ?? -1];
    if (stint === undefined) continue;
    if (event.side === 'home') stint.homePts += points;
    else stint.awayPts += points;
  }
  for (const possession of possessions) {
    const stint = stints[creditedStint.get(possession.endSeq) ?? -1];
    if (stint === undefined) continue;
    if (possession.offense === 'home') stint.homePoss += 1;
    else stint.awayPoss += 1;
  }
  const compact = compactStints(stints);
  // Renumbered in place: only existing keys are set, which a Map allows while iterating.
  for (const map of [creditedStint, ownStint]) {
    for (const [seq, index] of map) map.set(seq, compact.renumber(index));
  }
  return {
    stints: compact.stints,
    creditedStint,
    ownStint,
    gaps,
    irregularLineups: irregular,
  };
}
