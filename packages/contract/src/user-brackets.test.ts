import { describe, expect, it } from 'vitest';
import { bracketPickStatus, effectiveLockAt, lockedMessage } from './user-brackets';

describe('effectiveLockAt', () => {
  it("takes the admin's time, else 16:00 UTC of the first game's date, else none", () => {
    expect(effectiveLockAt('2025-03-20T12:00:00-04:00', '2025-03-18')).toBe(
      '2025-03-20T16:00:00.000Z',
    );
    expect(effectiveLockAt(null, '2025-03-18')).toBe('2025-03-18T16:00:00.000Z');
    expect(effectiveLockAt(null, null)).toBeNull();
  });
});

describe('bracketPickStatus', () => {
  const open = '2025-03-16T23:00:00.000Z';
  const lock = '2025-03-18T16:00:00.000Z';
  const at = (time: string) => new Date(time);

  it('is not open until published and past the open time, then open until the lock', () => {
    const window = { published: true, openAt: open, lockAt: lock };
    expect(bracketPickStatus(at('2025-03-16T22:59:59Z'), window)).toBe('notOpen');
    expect(bracketPickStatus(at(open), window)).toBe('open');
    expect(bracketPickStatus(at('2025-03-18T15:59:59Z'), window)).toBe('open');
    expect(bracketPickStatus(at(lock), window)).toBe('locked');
    expect(bracketPickStatus(at('2025-03-17T00:00:00Z'), { ...window, published: false })).toBe(
      'notOpen',
    );
    // Locked stays locked whether published or not: saved brackets are final.
    expect(bracketPickStatus(at('2025-03-19T00:00:00Z'), { ...window, published: false })).toBe(
      'locked',
    );
    expect(
      bracketPickStatus(at('2030-01-01T00:00:00Z'), {
        published: true,
        openAt: null,
        lockAt: null,
      }),
    ).toBe('open');
  });

  it('names the lock time in the refusal', () => {
    expect(lockedMessage(lock)).toBe(
      'Picks locked at 2025-03-18T16:00:00.000Z; saved brackets can be read but not changed.',
    );
  });
});
