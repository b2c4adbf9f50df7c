/**
 * Same-timestamp fix-ups. The feed writes everything that happens at one clock reading in an
 * arbitrary order: "freethrow 2of2" before "1of2", the free throw before the foul that awarded
 * it, an and-one free throw before the basket. The engine reads events in order, so within one
 * timestamp (and only there: a stuck clock can put a whole sequence of real plays on one
 * reading, whose order must survive) this module
 *   - puts the attempts of a free-throw trip in attempt order, and back together when live
 *     play was written between them,
 *   - moves a made basket ahead of its own and-one free throw,
 * and pairs rows that describe one play: the foul with the "foulon" row of the fouled player
 * (FoulEvent.drawnBy), the block with the blocked shot (ShotEvent.blockedBy), and a technical
 * foul with the free throws it awarded (FreeThrowEvent.technical).
 */
import { otherSide } from '@courtside/contract';
import type { DraftEvent } from './event-map';

export interface OrderedItem {
  readonly event: DraftEvent;
  readonly foulDrawn: boolean;
}

/** [start, end) index ranges of consecutive items sharing period and clock. */
export function timestampGroups(items: readonly OrderedItem[]): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  let start = 0;
  for (let i = 1; i <= items.length; i += 1) {
    const a = items[start]?.event;
    const b = items[i]?.event;
    if (b === undefined || a === undefined || a.period !== b.period || a.clock !== b.clock) {
      groups.push([start, i]);
      start = i;
    }
  }
  return groups.filter(([s, e]) => e > s);
}

function tripKey(event: DraftEvent): string | null {
  return event.type === 'freeThrow' ? `${event.side}|${event.player}|${event.of}` : null;
}

/** Free throws keep the group's free-throw slots but fill them trip by trip, attempt order. */
function sortTrips<T extends OrderedItem>(group: T[]): T[] {
  const slots: number[] = [];
  const firstSeen = new Map<string, number>();
  group.forEach((item, index) => {
    const key = tripKey(item.event);
    if (key === null) return;
    slots.push(index);
    if (!firstSeen.has(key)) firstSeen.set(key, index);
  });
  if (slots.length < 2) return group;
  const attempt = (item: OrderedItem): number =>
    item.event.type === 'freeThrow' ? item.event.attempt : 0;
  const throws = slots
    .map((index) => group[index])
    .filter((item): item is T => item !== undefined)
    .sort((a, b) => {
      const ka = firstSeen.get(tripKey(a.event) ?? '') ?? 0;
      const kb = firstSeen.get(tripKey(b.event) ?? '') ?? 0;
      return ka - kb || attempt(a) - attempt(b);
    });
  const out = [...group];
  slots.forEach((slot, i) => {
    const item = throws[i];
    if (item !== undefined) out[slot] = item;
  });
  return out;
}

function livePlay(event: DraftEvent): boolean {
  switch (event.type) {
    case 'shot':
    case 'turnover':
    case 'steal':
    case 'block':
    case 'jumpBall':
      return true;
    case 'rebound':
      return !event.deadBall;
    default:
      return false;
  }
}

/**
 * A trip cannot be interrupted by live play (only by substitutions, timeouts, the dead-ball
 * rebound placeholder, a violation…): when a stuck clock puts a turnover or a shot between two
 * attempts, the later attempt moves up to follow the earlier one.
 */
function tripsContiguous<T extends OrderedItem>(group: T[]): T[] {
  const out = [...group];
  const keys = [...new Set(out.map((item) => tripKey(item.event)).filter((k) => k !== null))];
  for (const key of keys) {
    for (let moved = true; moved;) {
      moved = false;
      const at = out.flatMap((item, i) => (tripKey(item.event) === key ? [i] : []));
      for (let n = 1; n < at.length && !moved; n += 1) {
        const [prev = 0, next = 0] = [at[n - 1], at[n]];
        if (!out.slice(prev + 1, next).some((item) => livePlay(item.event))) continue;
        const [item] = out.splice(next, 1);
        if (item !== undefined) out.splice(prev + 1, 0, item);
        moved = true;
      }
    }
  }
  return out;
}

/** A made basket recorded after its own one-shot trip moves just ahead of that free throw. */
function andOneFirst<T extends OrderedItem>(group: T[]): T[] {
  const out = [...group];
  for (let i = 0; i < out.length; i += 1) {
    const shot = out[i]?.event;
    if (shot?.type !== 'shot' || !shot.made) continue;
    const ft = out.findIndex(
      (item, j) =>
        j < i &&
        item.event.type === 'freeThrow' &&
        item.event.of === 1 &&
        !item.event.technical &&
        item.event.side === shot.side,
    );
    if (ft < 0) continue;
    const [moved] = out.splice(i, 1);
    if (moved !== undefined) out.splice(ft, 0, moved);
  }
  return out;
}

/** Pairs fouls with drawn-foul rows, blocks with shots, technical fouls with their throws. */
function pairWithinGroup<T extends OrderedItem>(group: T[]): T[] {
  const out = [...group];
  const used = new Set<number>();
  out.forEach((item, i) => {
    const foul = item.event;
    if (foul.type !== 'foul' || foul.side === null) return;
    const fouledSide = otherSide(foul.side);
    const j = out.findIndex(
      (other, k) =>
        !used.has(k) &&
        other.foulDrawn &&
        other.event.side === fouledSide &&
        other.event.type === 'other' &&
        other.event.player !== null,
    );
    const drawn = out[j]?.event;
    if (drawn === undefined || drawn.type !== 'other') return;
    used.add(j);
    out[i] = { ...item, event: { ...foul, drawnBy: drawn.player } };
  });
  out.forEach((item) => {
    const block = item.event;
    if (block.type !== 'block' || block.side === null) return;
    const victim = otherSide(block.side);
    const j = out.findIndex(
      (other, k) =>
        !used.has(k) &&
        other.event.type === 'shot' &&
        !other.event.made &&
        other.event.side === victim,
    );
    const target = out[j];
    const shot = target?.event;
    if (target === undefined || shot === undefined || shot.type !== 'shot') return;
    used.add(j);
    out[j] = { ...target, event: { ...shot, blockedBy: block.player } };
  });
  // A technical foul by S, with no other foul by S awarding throws at this clock reading: the
  // other side's throws here are technical free throws (they never start a possession, §1).
  for (const side of ['home', 'away'] as const) {
    const fouls = out.filter((item) => item.event.type === 'foul' && item.event.side === side);
    const technical = fouls.some(
      (item) => item.event.type === 'foul' && item.event.kind === 'technical',
    );
    const regular = fouls.some(
      (item) =>
        item.event.type === 'foul' && item.event.kind !== 'technical' && item.event.freeThrows > 0,
    );
    if (!technical || regular) continue;
    out.forEach((item, i) => {
      const ft = item.event;
      if (ft.type === 'freeThrow' && ft.side === otherSide(side) && !ft.technical) {
        out[i] = { ...item, event: { ...ft, technical: true } };
      }
    });
  }
  return out;
}

/**
 * Applies every fix-up group by group; items never leave their timestamp. Extra fields of an
 * item (the caller's row index) travel with it, so events can be traced back to their rows.
 */
export function fixTimestampOrder<T extends OrderedItem>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (const [start, end] of timestampGroups(items)) {
    const group = items.slice(start, end);
    out.push(...pairWithinGroup(andOneFirst(tripsContiguous(sortTrips(group)))));
  }
  return out;
}
