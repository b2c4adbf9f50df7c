import { describe, expect, it } from 'vitest';
import {
  ChangelogFormatError,
  changeDays,
  changeHref,
  changeMinTier,
  isToolChange,
  parseChangelog,
} from './changelog';

const NOW = new Date('2026-01-15T18:00:00Z');

const LOG = `# Change log

Prose before the first day is the file's own explanation.

## 2026-01-10

- [Bar charts](nav:barCharts): rank anything.
- [Accounts](/signup): sign up.

## 2025-12-31

- [Scoreboard](nav:scoreboard): every game of a day.
`;

describe('parseChangelog', () => {
  it('reads every entry with its day, title, target and text, newest day first', () => {
    const entries = parseChangelog(LOG);
    expect(entries).toEqual([
      {
        date: '2026-01-10',
        title: 'Bar charts',
        target: { kind: 'nav', key: 'barCharts' },
        text: 'rank anything.',
      },
      {
        date: '2026-01-10',
        title: 'Accounts',
        target: { kind: 'path', path: '/signup' },
        text: 'sign up.',
      },
      {
        date: '2025-12-31',
        title: 'Scoreboard',
        target: { kind: 'nav', key: 'scoreboard' },
        text: 'every game of a day.',
      },
    ]);
    expect(changeDays(entries).map((day) => [day.date, day.entries.length])).toEqual([
      ['2026-01-10', 2],
      ['2025-12-31', 1],
    ]);
  });

  it('works out a navbar target on the day the page is shown', () => {
    const [bars, accounts, scoreboard] = parseChangelog(LOG).map((entry) => entry.target);
    expect(bars && changeHref(bars, NOW)).toBe('/tools/bar-charts');
    expect(accounts && changeHref(accounts, NOW)).toBe('/signup');
    // The scoreboard's address names the day it is opened.
    expect(scoreboard && changeHref(scoreboard, NOW)).toMatch(
      /^\/tools\/scoreboard\/\d+\/d1\/20260115$/,
    );
    expect(parseChangelog(LOG).map(isToolChange)).toEqual([true, false, true]);
    expect([bars, scoreboard, accounts].map((target) => target && changeMinTier(target))).toEqual([
      1,
      0,
      null,
    ]);
  });

  it.each([
    ['## 2026-01-10\n- Bar charts: no link', 'line 2: expected "- [Title](target): text"'],
    ['## 2026-01-10\n- [Bars](nav:pieCharts): x', 'line 2: unknown screen "pieCharts"'],
    ['## 2026-01-10\n- [Bars](https://evil.example): x', 'line 2: a target is nav:<screen>'],
    ['## 2026-01-10\n- [Bars](//evil.example/x): x', 'line 2: a target is nav:<screen>'],
    ['## 2026-02-30\n- [Bars](/x): x', 'line 1: "2026-02-30" is not a day of the calendar'],
    ['## 2026-01-10\n- [A](/a): a\n## 2026-01-11\n- [B](/b): b', 'line 3: 2026-01-11 comes after'],
    ['## 2026-01-10\n- [A](/a): a\n## 2026-01-10\n- [B](/b): b', 'line 3: 2026-01-10 comes after'],
    ['# Only prose\n\nNothing shipped.', 'line 1: no entries'],
    ['## 2026-01-10\n- [A](/a):', 'line 2: expected'],
  ])('refuses a malformed file: %j', (text, message) => {
    expect(() => parseChangelog(text)).toThrow(ChangelogFormatError);
    expect(() => parseChangelog(text)).toThrow(message);
  });
});
