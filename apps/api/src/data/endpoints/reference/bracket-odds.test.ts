/**
 * `bracket-odds` on a small demo league (its national tournament: 4 regions × 2 seeds and two
 * First Four games, 10 teams; the NCAA datasets store no brackets). Checked against what the
 * warehouse holds (tournament_teams, tournament_games, the stored ratings read here by SQL) and
 * against an answer computed apart from the simulation: a game whose two teams are known before
 * the tournament has the win probability Φ(spread/σ) of predictGame, which the simulated
 * advancement must match within 4 standard errors. Then the round sums, the fixed results after
 * the tournament, determinism on a second connection and the refusals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRACKET_ODDS_ROUND_KEYS } from '@courtside/contract';
import type { BracketOddsRow } from '@courtside/contract/schemas';
import { constantsFor, predictGame, standardError } from '@courtside/engine';
import type { MatchupRating } from '@courtside/engine';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnknownIdError } from '../../unknown-id';
import { MEN, inputErrorOf, runEndpoint } from '../stats/support/testing';
import { bracketOddsEndpoint } from './bracket-odds.endpoint';

const TOURNAMENT = 5025;
const RUNS = 100_000;
/** Teams alive at the start of rounds 1-7 of the small bracket (it starts at the Elite Eight). */
const ALIVE_SMALL = [8, 8, 8, 8, 4, 2, 1];
/** Odds of alive at the start of national round r (1-7). */
const oddsAt = (row: BracketOddsRow, round: number): number =>
  row[BRACKET_ODDS_ROUND_KEYS[round - 1] ?? 'oddsChampion'];

interface StoredGame {
  round: number;
  high: number;
  low: number;
  winner: number;
}

describe('bracket-odds (demo league, small scale)', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-bracket-odds-'));
  let path = '';
  let db: WarehouseDb;
  let pre: BracketOddsRow[] = [];
  let current: BracketOddsRow[] = [];
  let uncachedMs = 0;
  let games: StoredGame[] = [];

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 11,
      scale: { ...SCALES.small, competitionIds: [MEN] },
      workers: 0,
    });
    path = built.path;
    db = await openWarehouseReadOnly(path);
    const started = performance.now();
    pre = await runEndpoint(bracketOddsEndpoint, db, { tournamentId: TOURNAMENT, scope: 'pre' });
    uncachedMs = performance.now() - started;
    current = await runEndpoint(bracketOddsEndpoint, db, { tournamentId: TOURNAMENT });
    games = (
      await db.all(
        `SELECT round, high_team_id, low_team_id, winner_team_id FROM tournament_games
         WHERE competition_id = $c AND tournament_id = $t ORDER BY round, slot`,
        { c: MEN, t: TOURNAMENT },
      )
    ).map((row) => ({
      round: Number(row['round']),
      high: Number(row['high_team_id']),
      low: Number(row['low_team_id']),
      winner: Number(row['winner_team_id']),
    }));
  }, 240_000);
  afterAll(() => {
    db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers one row per stored tournament team, in bracket order, quickly', async () => {
    const stored = await db.all(
      `SELECT team_id, seed, region, first_four FROM tournament_teams
       WHERE competition_id = $c AND tournament_id = $t ORDER BY region, seed, team_id`,
      { c: MEN, t: TOURNAMENT },
    );
    expect(pre.map((r) => [r.teamId, r.seed, r.region, r.firstFour])).toEqual(
      stored.map((r) => [Number(r['team_id']), r['seed'], r['region'], r['first_four']]),
    );
    expect(pre).toHaveLength(10);
    expect(pre.filter((r) => r.firstFour)).toHaveLength(4);
    expect(pre.every((r) => r.runs === RUNS && r.oddsAsOf === 'pre')).toBe(true);
    expect(current.every((r) => r.oddsAsOf === games.length)).toBe(true);
    // One simulation of a 10-team bracket, 100,000 runs, plus its reads.
    expect(uncachedMs).toBeLessThan(5_000);
  });

  it('sums each round to the teams alive in it: 8 through the Elite Eight, then 4, 2, 1', () => {
    for (const rows of [pre, current]) {
      const sums = [1, 2, 3, 4, 5, 6, 7].map((r) => rows.reduce((s, row) => s + oddsAt(row, r), 0));
      sums.forEach((sum, i) =>
        expect(Math.abs(sum - (ALIVE_SMALL[i] ?? Number.NaN))).toBeLessThan(1e-9),
      );
    }
  });

  it('gives the strongest 1 seeds the best title odds before the tournament', () => {
    const ones = pre.filter((r) => r.seed === 1 && !r.firstFour);
    const best = [...pre].sort((a, b) => b.oddsChampion - a.oddsChampion)[0];
    expect(best?.seed).toBe(1);
    // Among the 1 seeds (one a region), title odds rank as AdjEM does.
    const byOdds = [...ones].sort((a, b) => b.oddsChampion - a.oddsChampion).map((r) => r.teamId);
    const byRating = [...ones].sort((a, b) => b.netRtgAdj - a.netRtgAdj).map((r) => r.teamId);
    expect(byOdds[0]).toBe(byRating[0]);
    const sumOnes = ones.reduce((s, r) => s + r.oddsChampion, 0);
    const sumTwos = pre.filter((r) => r.seed === 2).reduce((s, r) => s + r.oddsChampion, 0);
    expect(sumOnes).toBeGreaterThan(sumTwos);
  });

  it('matches Φ(spread/σ) of the stored ratings for a First Four and a regional game', async () => {
    const rating = async (teamId: number): Promise<MatchupRating> => {
      const [row] = await db.all(
        `SELECT ortg_adj, drtg_adj, pace_adj FROM team_ratings WHERE competition_id = $c AND team_id = $t`,
        { c: MEN, t: teamId },
      );
      return {
        ortgAdj: Number(row?.['ortg_adj']),
        drtgAdj: Number(row?.['drtg_adj']),
        paceAdj: Number(row?.['pace_adj']),
      };
    };
    const [league] = await db.all(
      `SELECT avg_efficiency, avg_tempo FROM league_ratings WHERE competition_id = $c AND division_id = 1`,
      { c: MEN },
    );
    const averages = {
      avgEfficiency: Number(league?.['avg_efficiency']),
      avgTempo: Number(league?.['avg_tempo']),
    };
    const sigma = constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2024 }).ratings
      .marginSigma;
    const expectWin = async (a: BracketOddsRow, b: BracketOddsRow, simulated: number) => {
      const p = predictGame(await rating(a.teamId), await rating(b.teamId), averages, {
        site: 'neutral',
        sigma,
      }).winProbability;
      expect(Math.abs(simulated - p)).toBeLessThanOrEqual(4 * standardError(p, RUNS));
    };
    // A First Four game: its winner's round-of-64 odds.
    const [a, b] = pre.filter((r) => r.firstFour);
    if (a === undefined || b === undefined || a.region !== b.region || a.seed !== b.seed) {
      throw new Error('the first two First Four teams do not share a line');
    }
    await expectWin(a, b, a.oddsRound64);
    // An Elite Eight game of a region without a First Four: the 1 seed reaching the Final Four.
    const region = [1, 2, 3, 4].find((reg) => pre.every((r) => r.region !== reg || !r.firstFour));
    const one = pre.find((r) => r.region === region && r.seed === 1);
    const two = pre.find((r) => r.region === region && r.seed === 2);
    if (one === undefined || two === undefined) throw new Error(`region ${region} is incomplete`);
    await expectWin(one, two, one.oddsFinal4);
  });

  it('fixes every played game: eliminated teams 0 after their loss, the champion 1', () => {
    const champion = games.find((g) => g.round === 6)?.winner;
    const lostIn = new Map(games.map((g) => [g.winner === g.high ? g.low : g.high, g.round]));
    expect(games).toHaveLength(9);
    for (const row of current) {
      expect(row.isChampion).toBe(row.teamId === champion);
      expect(row.eliminatedRound).toBe(lostIn.get(row.teamId) ?? null);
      const out = row.eliminatedRound;
      for (let r = 1; r <= 7; r += 1) {
        const expected = out === null ? 1 : r <= out ? 1 : 0;
        expect(oddsAt(row, r), `team ${row.teamId} round ${r}`).toBe(expected);
      }
    }
    // The actual result is there with scope=pre too, beside the odds before it.
    expect(pre.map((r) => [r.eliminatedRound, r.isChampion])).toEqual(
      current.map((r) => [r.eliminatedRound, r.isChampion]),
    );
  });

  it('is deterministic: a second connection (its own memo) computes the same odds', async () => {
    const other = await openWarehouseReadOnly(path);
    try {
      expect(
        await runEndpoint(bracketOddsEndpoint, other, { tournamentId: TOURNAMENT, scope: 'pre' }),
      ).toEqual(pre);
      expect(await runEndpoint(bracketOddsEndpoint, db, { tournamentId: TOURNAMENT })).toEqual(
        current,
      );
    } finally {
      other.close();
    }
  });

  it('answers an empty list for a tournament the file stores no bracket of', async () => {
    // The women's 2024-25 tournament: a contract tournament whose competition this file lacks,
    // as an NCAA competition lacks a bracket.
    expect(await runEndpoint(bracketOddsEndpoint, db, { tournamentId: 6025 })).toEqual([]);
  });

  it('refuses an unknown tournament, a bad scope, another competition and no tournament', async () => {
    const unknown = await inputErrorOf(bracketOddsEndpoint, db, { tournamentId: 4242 });
    expect(unknown).toBeInstanceOf(UnknownIdError);
    expect(unknown.segment).toBe('tournament');
    expect(unknown.message).toMatch(/Unknown tournament 4242/);
    const scope = await inputErrorOf(bracketOddsEndpoint, db, {
      tournamentId: TOURNAMENT,
      scope: 'later',
    });
    expect(scope.segment).toBe('scope');
    expect(scope.message).toMatch(/pre or current/);
    const competition = await inputErrorOf(bracketOddsEndpoint, db, {
      tournamentId: TOURNAMENT,
      competitionId: 38529,
    });
    expect(competition.segment).toBe('competition');
    const missing = await inputErrorOf(bracketOddsEndpoint, db, { competitionId: MEN });
    expect(missing.segment).toBe('tournament');
  });
});
