import type { GameEvent } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { AWAY, HOME, bundle, made, row } from './bundle.fixtures';
import { parseGameBundle, parseGameBundleDetailed } from './bundle';
import { inferGender, parseClock, parseGameDate } from './clock';
import { NcaaBundleError } from './errors';

const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

describe('clocks, dates and gender', () => {
  it('reads MM:SS, tenths and hundredths', () => {
    expect(parseClock('19:58')).toBe(1198);
    expect(parseClock('4:58')).toBe(298);
    expect(parseClock('00:05.3')).toBe(5.3);
    expect(parseClock('00:05:30')).toBe(5.3);
    expect(parseClock('1:75')).toBeNull();
    expect(parseClock('soon')).toBeNull();
  });

  it('turns MM/DD/YYYY into yyyy-mm-dd', () => {
    expect(parseGameDate('02/10/2026')).toBe('2026-02-10');
    expect(parseGameDate('2026-02-10')).toBe('2026-02-10');
    expect(parseGameDate('02/30/2026')).toBeNull();
  });

  it('infers halves from a first-half clock above 10:00 and quarters from late clocks', () => {
    expect(inferGender([{ period: 1, clock: 1198 }]).gender).toBe('MALE');
    expect(
      inferGender([
        { period: 1, clock: 598 },
        { period: 3, clock: 540 },
      ]).gender,
    ).toBe('FEMALE');
    expect(inferGender([{ period: 1, clock: 30 }]).gender).toBeNull();
  });
});

describe('parseGameBundle', () => {
  it('builds the game: teams, date, gender, neutral site off, side-prefixed players', () => {
    const game = parseGameBundle(bundle([made('HA.ONE', '19:40', 2)]));
    expect(game).toMatchObject({
      gameId: 123,
      date: '2025-11-03',
      gender: 'MALE',
      neutralSite: false,
      periods: 2,
      source: 'ncaa',
      home: { name: HOME, teamId: null },
      away: { name: AWAY, teamId: null },
      finalScore: { home: 2, away: 0 },
    });
    expect(game.players.filter((p) => p.starter)).toHaveLength(10);
    expect(game.events[1]?.onFloor?.home).toContain('home:HA.ONE');
  });

  it('takes ids, gender, neutral site and rosters from the caller', () => {
    const game = parseGameBundle(bundle([]), {
      gameId: 9,
      competitionId: 4,
      gender: 'MALE',
      homeTeamId: 11,
      awayTeamId: null,
      neutralSite: true,
      rosters: { home: [{ name: 'One, Ha', playerId: 77, jersey: '3', position: 'G' }] },
    });
    expect(game).toMatchObject({ gameId: 9, competitionId: 4, gender: 'MALE', neutralSite: true });
    expect(game.home.teamId).toBe(11);
    expect(game.players.find((p) => p.key === 'home:HA.ONE')).toMatchObject({
      playerId: 77,
      jersey: '3',
      position: 'G',
      name: 'Ha One',
    });
    // A 19:58 clock cannot be a women's quarter.
    expect(() => parseGameBundle(bundle([]), { gender: 'FEMALE' })).toThrow(/longer than period 1/);
  });

  it('keeps equal names on both teams apart and spells names as the scorer did', () => {
    const twin = 'JAYME.MITCHELL';
    const rows = [
      row({
        clock: '19:40',
        team: HOME,
        p1: twin,
        description: 'Jayme Mitchell Jr., 2pt jumpshot   missed',
        type: 'Two Point Jumper',
        result: 'missed',
        value: 2,
        home: [twin, 'HB.TWO', 'HC.THREE', 'HD.FOUR', 'HE.FIVE'],
        away: [twin, 'AB.TWO', 'AC.THREE', 'AD.FOUR', 'AE.FIVE'],
      }),
      row({
        clock: '19:38',
        team: AWAY,
        p1: twin,
        description: 'Jayme Mitchell, rebound defensive',
        type: 'Defensive Rebound',
        home: [twin, 'HB.TWO', 'HC.THREE', 'HD.FOUR', 'HE.FIVE'],
        away: [twin, 'AB.TWO', 'AC.THREE', 'AD.FOUR', 'AE.FIVE'],
      }),
    ];
    const game = parseGameBundle(bundle(rows));
    const names = game.players.filter((p) => p.key.endsWith(twin)).map((p) => `${p.key}=${p.name}`);
    expect(names).toEqual([
      'home:JAYME.MITCHELL=Jayme Mitchell Jr.',
      'away:JAYME.MITCHELL=Jayme Mitchell',
    ]);
  });

  it('throws a typed error naming the game and the field', () => {
    const broken = {
      contest_id: '555',
      pbp: [{ ...row({ description: 'x', type: 'y' }), clock: 42 }],
    };
    expect(() => parseGameBundle(broken)).toThrow(NcaaBundleError);
    expect(() => parseGameBundle(broken)).toThrow(/NCAA bundle 555 is invalid: pbp\[0\]\.clock/);
    expect(() => parseGameBundle({ pbp: [] })).toThrow(/\(no contest_id\)/);
    expect(() => parseGameBundle('nope')).toThrow(NcaaBundleError);
    const badClock = bundle([row({ clock: 'late', description: 'x', type: 'y' })]);
    try {
      parseGameBundle(badClock);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NcaaBundleError);
      expect((error as NcaaBundleError).gameId).toBe('123');
      expect((error as NcaaBundleError).issues).toEqual(['pbp[1].clock: "late" is not MM:SS']);
    }
  });

  it('asks for the gender when the clocks cannot tell', () => {
    const short = { ...bundle([]), pbp: [row({ clock: '00:30', description: 'x', type: 'y' })] };
    expect(() => parseGameBundle(short)).toThrow(/gender/);
    expect(parseGameBundle(short, { gender: 'FEMALE' }).gender).toBe('FEMALE');
  });
});

describe('same-timestamp order and pairing', () => {
  const at = '12:00';
  it('puts a trip in attempt order and an and-one basket before its free throw', () => {
    const game = parseGameBundle(
      bundle([
        row({
          clock: at,
          p1: 'HA.ONE',
          description: 'Ha One, freethrow 2of2   made',
          type: 'Free Throw',
          result: 'made',
        }),
        row({
          clock: at,
          p1: 'HA.ONE',
          description: 'Ha One, freethrow 1of2   missed',
          type: 'Free Throw',
          result: 'missed',
        }),
        row({
          clock: '11:30',
          p1: 'HB.TWO',
          description: 'Hb Two, freethrow 1of1   made',
          type: 'Free Throw',
          result: 'made',
        }),
        { ...made('HB.TWO', '11:30', 2) },
      ]),
    );
    const trip = game.events
      .filter((e) => e.type === 'freeThrow')
      .map((e) => (e.type === 'freeThrow' ? e.attempt : 0));
    expect(trip).toEqual([1, 2, 1]);
    expect(types(game.events).slice(3)).toEqual(['shot', 'freeThrow']);
    expect(game.events.map((e) => e.score.home)).toEqual([0, 0, 1, 3, 4]);
  });

  it('rejoins a trip split by live play under a stuck clock', () => {
    const game = parseGameBundle(
      bundle([
        row({
          clock: at,
          team: AWAY,
          p1: 'AA.ONE',
          description: 'Aa One, freethrow 1of2   made',
          type: 'Free Throw',
          result: 'made',
        }),
        row({
          clock: at,
          team: HOME,
          p1: 'HA.ONE',
          description: 'Ha One, turnover lostball',
          type: 'Turnover',
        }),
        row({
          clock: at,
          team: AWAY,
          p1: 'AA.ONE',
          description: 'Aa One, freethrow 2of2   made',
          type: 'Free Throw',
          result: 'made',
        }),
      ]),
    );
    expect(types(game.events).slice(1)).toEqual(['freeThrow', 'freeThrow', 'turnover']);
    // The moved events remember where the feed listed them (for its own possession count).
    expect(game.events.map((e) => e.sourceSeq)).toEqual([undefined, undefined, 3, 2]);
  });

  it('pairs fouls with the fouled player, blocks with shots, technical fouls with their throws', () => {
    const game = parseGameBundle(
      bundle([
        row({
          clock: at,
          team: AWAY,
          p1: 'AB.TWO',
          description: 'Ab Two, foulon',
          type: 'Draw Foul',
        }),
        row({
          clock: at,
          team: HOME,
          p1: 'HC.THREE',
          description: 'Hc Three, foul personal',
          type: 'Commits Foul',
        }),
        row({
          clock: '11:00',
          team: HOME,
          p1: 'HD.FOUR',
          description: 'Hd Four, block',
          type: 'Blocked Shot',
        }),
        row({
          clock: '11:00',
          team: AWAY,
          p1: 'AC.THREE',
          description: 'Ac Three, 2pt layup blocked;  missed',
          type: 'Layup',
          result: 'missed',
          value: 2,
        }),
        row({
          clock: '10:00',
          team: HOME,
          p1: 'COACH.SMITH',
          description: 'Coach Smith, foul technical classa;2freethrow;',
          type: 'Commits Foul',
        }),
        row({
          clock: '10:00',
          team: AWAY,
          p1: 'AA.ONE',
          description: 'Aa One, freethrow 1of2   made',
          type: 'Free Throw',
          result: 'made',
        }),
        row({
          clock: '10:00',
          team: AWAY,
          p1: 'AA.ONE',
          description: 'Aa One, freethrow 2of2   made',
          type: 'Free Throw',
          result: 'made',
        }),
      ]),
    );
    const foul = game.events.find((e) => e.type === 'foul' && e.kind === 'personal');
    expect(foul).toMatchObject({ player: 'home:HC.THREE', drawnBy: 'away:AB.TWO' });
    expect(game.events.find((e) => e.type === 'shot')).toMatchObject({ blockedBy: 'home:HD.FOUR' });
    // A coach is no player: his technical is the bench's; its throws are technical.
    expect(game.events.find((e) => e.type === 'foul' && e.kind === 'technical')).toMatchObject({
      player: null,
    });
    expect(game.players.some((p) => p.key.includes('COACH'))).toBe(false);
    const throws = game.events.filter((e) => e.type === 'freeThrow');
    expect(throws.every((e) => e.type === 'freeThrow' && e.technical)).toBe(true);
  });

  it('reports how each source type was mapped and unknown rows', () => {
    const { report } = parseGameBundleDetailed(
      bundle([
        row({ clock: at, description: 'Ha One, something new', type: 'Mystery', p1: 'HA.ONE' }),
      ]),
    );
    expect(report.eventRules).toMatchObject({
      'won Jumpball → jumpBall': 1,
      'Mystery → unknown': 1,
    });
    expect(report.unknownEvents).toEqual([
      { index: 1, type: 'Mystery', description: 'Ha One, something new' },
    ]);
  });
});
