/**
 * Possession contexts worked by hand over a short half: a tip, a made layup, a steal and a
 * turnover, a miss kept by the offense and put back, a defensive rebound, two free throws, a
 * dead-ball offensive rebound (not a second chance), and the start of the second half.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@courtside/contract';
import type { Possession } from './facts';
import { freeThrow, possession, rebound, shot, steal, turnover } from './events.fixtures';
import { possessionContexts } from './play-context';

const events: GameEvent[] = [
  shot(1, 'home', true), // 0: home scores
  turnover(2, 'away'), // 1: away turns it over…
  steal(3, 'home'), // …on a home steal
  shot(4, 'home', false), // 2: home misses,
  rebound(5, 'home', true), // keeps it,
  shot(6, 'home', false), // misses again,
  rebound(7, 'home', true), // keeps it again,
  shot(8, 'home', true, 3), // and makes a three: 3 second-chance points
  shot(9, 'away', false), // 3: away misses
  rebound(10, 'home', false), // home's defensive rebound
  freeThrow(11, 'home', true), // 4: two free throws, one made
  freeThrow(12, 'home', false),
  rebound(13, 'home', true, true), // a dead-ball rebound: no second chance
  freeThrow(14, 'home', true), // (listed inside the possession)
  shot(15, 'away', true), // 5: second half, away scores
];

const possessions: Possession[] = [
  possession(0, 'home', 1, 1, 'madeShot'),
  possession(1, 'away', 2, 3, 'turnover'),
  possession(2, 'home', 4, 8, 'madeShot'),
  possession(3, 'away', 9, 10, 'defensiveRebound'),
  possession(4, 'home', 11, 14, 'periodEnd'),
  possession(5, 'away', 15, 15, 'madeShot', 2),
];

describe('possessionContexts', () => {
  const contexts = possessionContexts(possessions, events);

  it('reads how each possession started from the one before', () => {
    expect([...contexts.values()].map((c) => c.start)).toEqual([
      'periodStart',
      'afterScore',
      'afterTov',
      'afterScore',
      'afterDrb',
      'periodStart',
    ]);
  });

  it('marks the possession after a steal, not the one the steal ended', () => {
    expect([...contexts.values()].map((c) => c.afterSteal)).toEqual([
      false,
      false, // the steal (seq 3) comes after this possession's first event
      true, // and between the first events of possessions 1 and 2
      false,
      false,
      false,
    ]);
  });

  it('counts second chances from live-ball offensive rebounds only', () => {
    expect(contexts.get(2)).toMatchObject({ secondChance: true, secondChancePoints: 3 });
    expect(contexts.get(4)).toMatchObject({ secondChance: false, secondChancePoints: 0 });
    expect([...contexts.values()].filter((c) => c.secondChance)).toHaveLength(1);
  });

  it('does not depend on the order possessions and events are given in', () => {
    const shuffled = possessionContexts([...possessions].reverse(), [...events].reverse());
    expect([...shuffled.entries()].sort((a, b) => a[0] - b[0])).toEqual([...contexts.entries()]);
  });
});
