import { USER_BRACKET_MESSAGES } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { localTime, nextStatusChangeIn, pickStatusAt, pickStatusText } from './pick-status';

const OPEN_AT = '2025-03-16T22:00:00.000Z';
const LOCK_AT = '2025-03-18T16:00:00.000Z';
const BEFORE = new Date('2025-03-15T00:00:00Z');
const BETWEEN = new Date('2025-03-17T00:00:00Z');
const AFTER = new Date('2025-03-19T00:00:00Z');

describe('pickStatusAt', () => {
  const window = { published: true, picksOpenAt: OPEN_AT, picksLockAt: LOCK_AT };

  it('keeps a lock the server saw', () => {
    expect(pickStatusAt({ ...window, status: 'locked', picksLockAt: null }, BEFORE)).toBe('locked');
  });

  it('locks open picks once the lock time passes', () => {
    const layout = { ...window, status: 'open' as const };
    expect(pickStatusAt(layout, BETWEEN)).toBe('open');
    expect(pickStatusAt(layout, AFTER)).toBe('locked');
  });

  it('opens published picks at their open time', () => {
    const layout = { ...window, status: 'notOpen' as const };
    expect(pickStatusAt(layout, BEFORE)).toBe('notOpen');
    expect(pickStatusAt(layout, BETWEEN)).toBe('open');
  });

  it('keeps picks of an unpublished challenge closed whatever the time', () => {
    const layout = { ...window, status: 'notOpen' as const, published: false };
    expect(pickStatusAt(layout, BETWEEN)).toBe('notOpen');
    expect(pickStatusAt(layout, AFTER)).toBe('locked');
  });

  it('trusts the server that picks are open', () => {
    expect(pickStatusAt({ ...window, status: 'open' }, BEFORE)).toBe('open');
  });
});

describe('pickStatusText', () => {
  const layout = {
    status: 'open' as const,
    published: true,
    picksOpenAt: OPEN_AT,
    picksLockAt: LOCK_AT,
  };

  it('says until when picks are open, in the local format', () => {
    expect(pickStatusText(layout, 'open')).toBe(`Picks are open until ${localTime(LOCK_AT)}.`);
    expect(localTime(LOCK_AT)).not.toBe(LOCK_AT);
  });

  it('says when picks open, or that they are not open', () => {
    expect(pickStatusText(layout, 'notOpen')).toBe(`Picks open at ${localTime(OPEN_AT)}.`);
    expect(pickStatusText({ ...layout, picksOpenAt: null }, 'notOpen')).toBe(
      'Picks for this tournament are not open yet.',
    );
    expect(pickStatusText({ ...layout, published: false }, 'notOpen')).toBe(
      USER_BRACKET_MESSAGES.notPublished,
    );
  });

  it('says when picks locked', () => {
    expect(pickStatusText(layout, 'locked')).toMatch(/^Picks locked at .+: brackets can be read/);
    expect(pickStatusText({ ...layout, picksLockAt: null }, 'locked')).toMatch(/^Picks are locked/);
  });

  it('shows a time it cannot read as it came', () => {
    expect(localTime('soon')).toBe('soon');
  });
});

describe('nextStatusChangeIn', () => {
  const layout = {
    status: 'notOpen' as const,
    published: true,
    picksOpenAt: OPEN_AT,
    picksLockAt: LOCK_AT,
  };

  it('waits for the next of the open and lock times still ahead', () => {
    expect(nextStatusChangeIn(layout, BEFORE)).toBe(Date.parse(OPEN_AT) - BEFORE.getTime());
    expect(nextStatusChangeIn(layout, BETWEEN)).toBe(Date.parse(LOCK_AT) - BETWEEN.getTime());
    expect(nextStatusChangeIn(layout, AFTER)).toBeNull();
    expect(nextStatusChangeIn({ ...layout, picksOpenAt: null, picksLockAt: null }, BEFORE)).toBe(
      null,
    );
  });
});
