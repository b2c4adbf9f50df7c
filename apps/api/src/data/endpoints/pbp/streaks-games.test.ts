/**
 * The streak endpoints (runs, player streaks, shooting streaks, margins) and the game endpoints
 * (enh-pbp, match-actions, period summaries) on the real 2024-25 warehouse, against answers
 * computed here directly from the game bundles' play-by-play score columns and box scores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDataAvailable } from '../../testing/real-warehouse';
import type { Bundle, PbpHarness } from './pbp-test-support';
import {
  ND_TEXAS,
  NOTRE_DAME,
  SC_COPPIN,
  SOUTH_CAROLINA,
  TEXAS,
  WOMEN,
  boxOnlyGame,
  bundleScoring,
  callPbp,
  expectInputError,
  num,
  openPbpHarness,
  readBundle,
  sumOf,
} from './pbp-test-support';

/** Runs of 8+ unanswered points by side, from the bundle's score columns alone. */
function bundleRuns(bundle: Bundle): Array<{ side: string; points: number }> {
  const runs: Array<{ side: string; points: number }> = [];
  let current: { side: string; points: number } | null = null;
  for (const play of bundleScoring(bundle)) {
    if (current !== null && current.side === play.side) current.points += play.points;
    else {
      if (current !== null && current.points >= 8) runs.push(current);
      current = { side: play.side, points: play.points };
    }
  }
  if (current !== null && current.points >= 8) runs.push(current);
  return runs;
}

/** Lead changes, ties and the largest home lead/deficit from the score columns. */
function bundleMargins(bundle: Bundle) {
  let leader = 0;
  let previous = 0;
  let changes = 0;
  let ties = 0;
  let maxHome = 0;
  let minHome = 0;
  for (const e of bundle.pbp) {
    const margin = e.home_score - e.away_score;
    const sign = Math.sign(margin);
    if (sign !== 0 && leader !== 0 && sign !== leader) changes += 1;
    if (sign !== 0) leader = sign;
    if (margin === 0 && previous !== 0) ties += 1;
    previous = margin;
    maxHome = Math.max(maxHome, margin);
    minHome = Math.min(minHome, margin);
  }
  return { changes, ties, maxHome, minHome };
}

/**
 * The longest run of made free throws of one team, from the bundle's events. Within one trip
 * the feed sometimes lists the attempts out of order, so each trip is read in the order its
 * descriptions number it ("freethrow 1of2", "2of2").
 */
function longestFtMakes(bundle: Bundle, team: string): number {
  const throws = bundle.pbp.filter((e) => e.event_team === team && e.event_type === 'Free Throw');
  const trips = new Map<string, typeof throws>();
  for (const e of throws) {
    const key = `${e.period}|${e.clock}|${e.player_1 ?? ''}`;
    trips.set(key, [...(trips.get(key) ?? []), e]);
  }
  const number = (e: (typeof throws)[number]): number =>
    Number(/(\d)of\d/.exec(e.event_description)?.[1] ?? 0);
  let best = 0;
  let run = 0;
  for (const trip of trips.values()) {
    for (const e of [...trip].sort((a, b) => number(a) - number(b))) {
      run = e.event_result === 'made' ? run + 1 : 0;
      best = Math.max(best, run);
    }
  }
  return best;
}

describe.skipIf(!realDataAvailable())('pbp streak and game endpoints', () => {
  let h: PbpHarness;
  beforeAll(async () => {
    h = await openPbpHarness();
  }, 180_000);
  afterAll(() => h?.close());

  it('team-scoring-streaks: the runs of both games, as the score columns show them', async () => {
    for (const gameId of [ND_TEXAS, SC_COPPIN]) {
      const rows = await callPbp(h.db, 'team-scoring-streaks', { competitionId: WOMEN, gameId });
      const bundle = readBundle(gameId);
      const homeTeam = gameId === ND_TEXAS ? NOTRE_DAME : SOUTH_CAROLINA;
      const ours = rows.map((r) => ({
        side: r['teamId'] === homeTeam ? 'home' : 'away',
        points: r['runPts'],
      }));
      expect(ours).toEqual(bundleRuns(bundle));
    }
    const nd = await callPbp(h.db, 'team-scoring-streaks', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    expect(nd.map((r) => [r['runPts'], r['isOffense'], r['isHeadline']])).toEqual([
      [13, true, true],
      [8, true, false],
      [12, true, true],
    ]);
    // The 13-0 run began with Hidalgo's three at the first-quarter horn, down 16-22.
    expect(nd[0]).toMatchObject({
      startPeriod: 1,
      startPeriodLabel: 'Q1',
      startClock: 0,
      teamScoreStart: 16,
      oppScoreStart: 22,
    });
    const texas = await callPbp(h.db, 'team-scoring-streaks', {
      competitionId: WOMEN,
      teamId: TEXAS,
    });
    expect(texas.every((r) => r['isOffense'] === false)).toBe(true);
    await expectInputError(h.db, 'team-scoring-streaks', { competitionId: WOMEN }, 'teamId');
  });

  it('player-scoring-streaks: consecutive team points by one scorer, from 7 up', async () => {
    for (const gameId of [ND_TEXAS, SC_COPPIN]) {
      const bundle = readBundle(gameId);
      // Independent answer: walk the bundle's scoring plays with their scorer.
      const expected: Array<[string, number]> = [];
      let home = 0;
      let away = 0;
      const current = { home: { who: '', pts: 0 }, away: { who: '', pts: 0 } };
      const close = (side: 'home' | 'away') => {
        if (current[side].pts >= 7) expected.push([current[side].who, current[side].pts]);
      };
      for (const e of bundle.pbp) {
        for (const side of ['home', 'away'] as const) {
          const now = side === 'home' ? e.home_score : e.away_score;
          const before = side === 'home' ? home : away;
          if (now <= before) continue;
          const who = e.player_1 ?? '';
          if (current[side].who === who) current[side].pts += now - before;
          else {
            close(side);
            current[side] = { who, pts: now - before };
          }
        }
        home = e.home_score;
        away = e.away_score;
      }
      close('home');
      close('away');
      const rows = await callPbp(h.db, 'player-scoring-streaks', { competitionId: WOMEN, gameId });
      const ours = rows.map((r) => [
        String(r['fullName']).toUpperCase().replaceAll(' ', '.'),
        r['streakPts'],
      ]);
      expect(ours.sort()).toEqual(expected.sort());
    }
    await expectInputError(
      h.db,
      'player-scoring-streaks',
      { competitionId: WOMEN, playerId: 1 },
      'playerId',
    );
  });

  it('team-shooting-streaks and player-shooting-streaks: the longest free-throw make runs', async () => {
    const bundle = readBundle(ND_TEXAS);
    const rows = await callPbp(h.db, 'team-shooting-streaks', {
      competitionId: WOMEN,
      gameId: ND_TEXAS,
    });
    const ft = (teamId: number) =>
      rows.find((r) => r['teamId'] === teamId && r['streakKind'] === 'ftMake')?.['streakLength'];
    expect(ft(NOTRE_DAME)).toBe(longestFtMakes(bundle, 'Notre Dame'));
    expect(ft(TEXAS)).toBe(longestFtMakes(bundle, 'Texas'));
    expect(rows.filter((r) => r['teamId'] === NOTRE_DAME)).toHaveLength(6);
    const players = await callPbp(h.db, 'player-shooting-streaks', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    // No player's make streak can beat the team's.
    const teamFgMake = rows.find((r) => r['teamId'] === NOTRE_DAME && r['streakKind'] === 'fgMake');
    for (const row of players.filter((r) => r['streakKind'] === 'fgMake')) {
      expect(num(row, 'streakLength')).toBeLessThanOrEqual(num(teamFgMake ?? {}, 'streakLength'));
    }
    expect(players.every((r) => typeof r['playerId'] === 'number')).toBe(true);
    await expectInputError(h.db, 'team-shooting-streaks', { competitionId: WOMEN }, 'teamId');
  });

  it('streaks-margins: lead changes, ties and largest leads as the score columns show them', async () => {
    for (const gameId of [ND_TEXAS, SC_COPPIN]) {
      const rows = await callPbp(h.db, 'streaks-margins', { competitionId: WOMEN, gameId });
      const expected = bundleMargins(readBundle(gameId));
      const [home, away] = rows;
      if (home === undefined || away === undefined) throw new Error('two rows expected');
      expect(home).toMatchObject({
        isHome: true,
        leadChanges: expected.changes,
        timesTied: expected.ties,
        maxLead: expected.maxHome,
        maxLeadAgst: -expected.minHome,
      });
      expect(away).toMatchObject({ maxLead: -expected.minHome, maxLeadAgst: expected.maxHome });
      expect(num(home, 'secsLeading') + num(home, 'secsTrailing') + num(home, 'secsTied')).toBe(
        gameId === ND_TEXAS ? 2700 : 2400,
      );
      expect(home['secsLeading']).toBe(away['secsTrailing']);
    }
    await expectInputError(h.db, 'streaks-margins', { competitionId: WOMEN, teamId: 3 }, 'team');
  });

  it('enh-pbp and match-actions: every event, the final score, the final win probability', async () => {
    const bundle = readBundle(ND_TEXAS);
    const rows = await callPbp(h.db, 'enh-pbp', { gameId: ND_TEXAS });
    expect(rows).toHaveLength(bundle.pbp.length);
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ homeScore: 80, awayScore: 70, margin: 10, wpHome: 1, wpAway: 0 });
    for (const row of rows) {
      expect(row['homeLineup']).toHaveLength(5);
      expect(row['awayLineup']).toHaveLength(5);
    }
    const actions = await callPbp(h.db, 'match-actions', {
      gameId: ND_TEXAS,
      competitionId: WOMEN,
    });
    const made = (teamId: number) =>
      actions.filter(
        (a) => a['actionType'] === 'shot' && a['isMade'] === true && a['teamId'] === teamId,
      );
    expect(made(NOTRE_DAME)).toHaveLength(28); // official box
    expect(made(TEXAS)).toHaveLength(27);
    expect(actions[0]).toMatchObject({ periodLabel: 'Q1', clockLabel: '09:59' });
    expect(await callPbp(h.db, 'enh-pbp', { gameId: await boxOnlyGame(h.db) })).toEqual([]);
    await expectInputError(h.db, 'enh-pbp', { gameId: 123 }, 'game');
    await expectInputError(
      h.db,
      'match-actions',
      { gameId: ND_TEXAS, competitionId: 38409 },
      'game',
    );
  });

  it('team-period-summaries: period points from the score columns, overtime included', async () => {
    const bundle = readBundle(ND_TEXAS);
    const byPeriod = new Map<number, { home: number; away: number }>();
    for (const play of bundleScoring(bundle)) {
      const p = byPeriod.get(play.period) ?? { home: 0, away: 0 };
      p[play.side] += play.points;
      byPeriod.set(play.period, p);
    }
    const rows = await callPbp(h.db, 'team-period-summaries', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    expect(rows.map((r) => [r['periodLabel'], r['ptsScored'], r['ptsAgst']])).toEqual(
      [...byPeriod.entries()].map(([period, p]) => [
        period === 5 ? 'OT' : `Q${period}`,
        p.home,
        p.away,
      ]),
    );
    expect(sumOf(rows, 'ptsScored')).toBe(80);
    expect(
      sumOf(rows, 'periodsWon') + sumOf(rows, 'periodsLost') + sumOf(rows, 'periodsTied'),
    ).toBe(5);
    const game = await callPbp(h.db, 'team-period-summaries', { gameId: SC_COPPIN });
    expect(game).toHaveLength(8); // two teams × four quarters
    await expectInputError(h.db, 'team-period-summaries', { competitionId: WOMEN }, 'team');
  });

  it("player-period-summaries: a player's periods add up to the official box", async () => {
    const bundle = readBundle(ND_TEXAS);
    const box = new Map(bundle.player_box.map((p) => [String(p['player']), p]));
    const rows = await callPbp(h.db, 'player-period-summaries', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    const players = new Set(rows.map((r) => String(r['fullName'])));
    expect(players.size).toBe(6);
    for (const name of players) {
      const mine = rows.filter((r) => r['fullName'] === name);
      const line = box.get(name.toUpperCase().replaceAll(' ', '.'));
      expect(sumOf(mine, 'ptsScored')).toBe(line?.['pts']);
      expect(sumOf(mine, 'fga')).toBe(line?.['fga']);
      expect(sumOf(mine, 'ast')).toBe(line?.['ast']);
    }
    await expectInputError(
      h.db,
      'player-period-summaries',
      { competitionId: WOMEN, teamId: 7 },
      'team',
    );
  });
});
