import { describe, expect, it } from 'vitest';
import { withLiveDays, type NeighbourDays } from './use-neighbour-days';

const stored = (previous: string | null, next: string | null): NeighbourDays => ({
  previous:
    previous === null ? { status: 'none', through: null } : { status: 'found', day: previous },
  next: next === null ? { status: 'none', through: null } : { status: 'found', day: next },
});

describe('withLiveDays', () => {
  it('takes the nearer of the stored and the live neighbour', () => {
    const live = ['2026-12-07', '2026-12-08'];
    expect(withLiveDays(stored('2026-03-01', null), live, '2026-12-07')).toEqual(
      stored('2026-03-01', '2026-12-08'),
    );
    expect(withLiveDays(stored('2026-03-01', null), live, '2026-12-08')).toEqual(
      stored('2026-12-07', null),
    );
    expect(withLiveDays(stored('2026-03-01', '2026-12-09'), live, '2026-03-05')).toEqual(
      stored('2026-03-01', '2026-12-07'),
    );
    expect(withLiveDays(stored('2026-03-01', '2026-03-07'), live, '2026-03-05')).toEqual(
      stored('2026-03-01', '2026-03-07'),
    );
  });

  it('lets a live day stand in for a stored neighbour still pending or failed', () => {
    const retry = () => {};
    const neighbours: NeighbourDays = {
      previous: { status: 'pending' },
      next: { status: 'error', retry },
    };
    expect(withLiveDays(neighbours, ['2026-12-07'], '2026-12-01')).toEqual({
      previous: { status: 'pending' },
      next: { status: 'found', day: '2026-12-07' },
    });
    expect(withLiveDays(neighbours, [], '2026-12-01')).toBe(neighbours);
  });
});
