/**
 * `games` rows' predictions checked against a hand computation from the stored ratings
 * (METHODS §3: Poss = AdjT_h·AdjT_a/AvgT, Pts = AdjO·AdjD_opp/Avg·Poss/100 × 1.014 home /
 * 0.986 away or 1 neutral, WP = Φ(margin/10) for men), written out here apart from the engine,
 * with Φ by numerical integration: on the real 2024-25 men's warehouse (every game of Duke's
 * and of the season: a prediction exactly where both teams are rated) and on a small demo
 * league, where every game is played, so the test takes the last game's score away (a copy of
 * the file) to have a scheduled game.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameDataRow } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Neither the writable connection nor the demo league is part of the warehouse's public entry.
import { openDb } from '../../../../../../packages/warehouse/src/db/connection';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import type { TestWarehouse } from '../../testing/real-warehouse';
import { buildTestWarehouse, realDataAvailable } from '../../testing/real-warehouse';
import { DUKE, MEN, runEndpoint } from '../stats/support/testing';
import { gamesEndpoint } from './games.endpoint';

const MEN_SIGMA = 10;

/** Φ(z) by Simpson's rule on the normal density from 0 to z (independent of the engine's). */
function phi(z: number): number {
  const steps = 2000;
  const h = z / steps;
  const density = (t: number) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
  let sum = density(0) + density(z);
  for (let i = 1; i < steps; i += 1) sum += (i % 2 === 1 ? 4 : 2) * density(i * h);
  return 0.5 + (sum * h) / 3;
}

interface StoredRating {
  ortgAdj: number;
  drtgAdj: number;
  paceAdj: number;
  divisionId: number;
}

interface Stored {
  teams: Map<number, StoredRating>;
  /** Each division is its own rating pool, with its own averages. */
  leagues: Map<number, { avgEfficiency: number; avgTempo: number }>;
}

async function storedRatings(db: WarehouseDb, competitionId: number): Promise<Stored> {
  const teams = new Map<number, StoredRating>();
  const rows = await db.all(
    `SELECT r.team_id, r.ortg_adj, r.drtg_adj, r.pace_adj, t.division_id FROM team_ratings r
     JOIN teams t USING (competition_id, team_id) WHERE r.competition_id = $c`,
    { c: competitionId },
  );
  for (const row of rows) {
    teams.set(Number(row['team_id']), {
      ortgAdj: Number(row['ortg_adj']),
      drtgAdj: Number(row['drtg_adj']),
      paceAdj: Number(row['pace_adj']),
      divisionId: Number(row['division_id']),
    });
  }
  const leagues = new Map<number, { avgEfficiency: number; avgTempo: number }>();
  for (const league of await db.all(
    'SELECT division_id, avg_efficiency, avg_tempo FROM league_ratings WHERE competition_id = $c',
    { c: competitionId },
  )) {
    leagues.set(Number(league['division_id']), {
      avgEfficiency: Number(league['avg_efficiency']),
      avgTempo: Number(league['avg_tempo']),
    });
  }
  if (leagues.size === 0) throw new Error(`no league_ratings rows for ${competitionId}`);
  return { teams, leagues };
}

/** The hand computation; null when a team has no rating or the two are in different pools. */
function handPrediction(row: GameDataRow, stored: Stored) {
  const home = row.homeTeamId === null ? undefined : stored.teams.get(row.homeTeamId);
  const away = row.awayTeamId === null ? undefined : stored.teams.get(row.awayTeamId);
  if (home === undefined || away === undefined || home.divisionId !== away.divisionId) return null;
  const league = stored.leagues.get(home.divisionId);
  if (league === undefined) return null;
  const poss = (home.paceAdj * away.paceAdj) / league.avgTempo;
  const homeFactor = row.isNeutral ? 1 : 1.014;
  const awayFactor = row.isNeutral ? 1 : 0.986;
  const homeScore = ((home.ortgAdj * away.drtgAdj) / league.avgEfficiency / 100) * poss;
  const awayScore = ((away.ortgAdj * home.drtgAdj) / league.avgEfficiency / 100) * poss;
  const margin = homeScore * homeFactor - awayScore * awayFactor;
  return {
    predictedHomeScore: homeScore * homeFactor,
    predictedAwayScore: awayScore * awayFactor,
    predictedHomeMargin: margin,
    homeWinProbability: phi(margin / MEN_SIGMA),
  };
}

function expectHandPrediction(row: GameDataRow, stored: Stored): void {
  const hand = handPrediction(row, stored);
  if (hand === null) {
    expect(row).toMatchObject({
      predictionKind: null,
      predictedHomeScore: null,
      predictedAwayScore: null,
      predictedHomeMargin: null,
      homeWinProbability: null,
    });
    return;
  }
  expect(row.predictionKind).toBe(row.status === 'final' ? 'retrospective' : 'projected');
  expect(row.predictedHomeScore).toBeCloseTo(hand.predictedHomeScore, 9);
  expect(row.predictedAwayScore).toBeCloseTo(hand.predictedAwayScore, 9);
  expect(row.predictedHomeMargin).toBeCloseTo(hand.predictedHomeMargin, 9);
  expect(row.homeWinProbability).toBeCloseTo(hand.homeWinProbability, 9);
}

describe.skipIf(!realDataAvailable())('games predictions on the real 2024-25 men', () => {
  let warehouse: TestWarehouse;
  let db: WarehouseDb;
  let stored: Stored;

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(['MALE']);
    db = await openWarehouseReadOnly(join(warehouse.dataDir, 'warehouse.duckdb'));
    stored = await storedRatings(db, MEN);
  }, 180_000);
  afterAll(() => {
    db?.close();
    warehouse?.remove();
  });

  it("predicts each of Duke's 39 games as the hand computation from the stored ratings", async () => {
    const rows = await runEndpoint(gamesEndpoint, db, { competitionId: MEN, teamId: DUKE });
    expect(rows).toHaveLength(39);
    for (const row of rows) expectHandPrediction(row, stored);
    // Duke and all its opponents are rated (all in Division I). Conference-tournament and NCAA
    // tournament games are neutral (no venue factor); the rest get it, from both sides.
    expect(rows.every((row) => row.predictionKind === 'retrospective')).toBe(true);
    const neutral = rows.filter((row) => row.isNeutral).length;
    expect(neutral).toBeGreaterThanOrEqual(5);
    expect(neutral).toBeLessThan(15);
    expect(new Set(rows.map((row) => row.homeTeamId === DUKE))).toEqual(new Set([true, false]));
  });

  it('predicts exactly the season’s games between two rated teams, the rest null', async () => {
    const rows = await runEndpoint(gamesEndpoint, db, { competitionId: MEN });
    const [counts] = await db.all(
      `SELECT count(*) AS games, count(hr.team_id) FILTER (WHERE ar.team_id IS NOT NULL) AS rated
       FROM games g
       LEFT JOIN team_ratings hr ON hr.competition_id = g.competition_id AND hr.team_id = g.home_team_id
       LEFT JOIN team_ratings ar ON ar.competition_id = g.competition_id AND ar.team_id = g.away_team_id
       WHERE g.competition_id = $c`,
      { c: MEN },
    );
    expect(rows).toHaveLength(Number(counts?.['games']));
    const predicted = rows.filter((row) => row.predictedHomeMargin !== null);
    expect(predicted).toHaveLength(Number(counts?.['rated']));
    expect(predicted.length).toBeLessThan(rows.length); // games against non-Division I teams
    for (const row of rows) expectHandPrediction(row, stored);
  }, 60_000);
});

describe('games predictions in the demo league, with a scheduled game', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-predict-'));
  let db: WarehouseDb;
  let stored: Stored;
  let scheduledGameId: number;

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 7,
      scale: { ...SCALES.small, competitionIds: [MEN] },
      workers: 0,
    });
    const writable = await openDb(built.path);
    const [unplayed] = await writable.all(
      'SELECT count(*) AS n FROM games WHERE home_score IS NULL OR away_score IS NULL',
    );
    // The demo league plays its whole season (every competition, 2025-26 included).
    expect(Number(unplayed?.['n'])).toBe(0);
    const [last] = await writable.all(
      'SELECT game_id FROM games WHERE competition_id = $c ORDER BY game_date DESC, game_id DESC LIMIT 1',
      { c: MEN },
    );
    scheduledGameId = Number(last?.['game_id']);
    await writable.run(
      'UPDATE games SET home_score = NULL, away_score = NULL WHERE competition_id = $c AND game_id = $g',
      { c: MEN, g: scheduledGameId },
    );
    writable.close();
    db = await openWarehouseReadOnly(built.path);
    stored = await storedRatings(db, MEN);
  }, 240_000);
  afterAll(() => {
    db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('projects the scheduled game and predicts the played ones from the stored ratings', async () => {
    const rows = await runEndpoint(gamesEndpoint, db, { competitionId: MEN });
    expect(rows.length).toBeGreaterThan(50);
    // Every demo team (Divisions II and III too) has a rating in its division, so every game
    // within a division has a prediction, and a game across divisions has none.
    for (const row of rows) {
      const home = stored.teams.get(row.homeTeamId ?? -1);
      const away = stored.teams.get(row.awayTeamId ?? -1);
      expect(row.homeWinProbability !== null).toBe(home?.divisionId === away?.divisionId);
    }
    for (const row of rows) expectHandPrediction(row, stored);
    // Conference and national tournament games are neutral: no venue factor there.
    expect(rows.filter((row) => row.isNeutral).length).toBeGreaterThan(5);
    expect(rows.filter((row) => !row.isNeutral).length).toBeGreaterThan(5);
    const scheduled = rows.filter((row) => row.status === 'scheduled');
    expect(scheduled.map((row) => [row.gameId, row.predictionKind])).toEqual([
      [scheduledGameId, 'projected'],
    ]);
    const played = rows.filter((row) => row.status === 'final' && row.homeWinProbability !== null);
    expect(played.length).toBeGreaterThan(50);
    expect(new Set(played.map((row) => row.predictionKind))).toEqual(new Set(['retrospective']));
  });

  it('gives a team’s schedule the same numbers from either side', async () => {
    const [game] = await runEndpoint(gamesEndpoint, db, {
      competitionId: MEN,
      gameId: scheduledGameId,
    });
    if (game === undefined || game.homeTeamId === null) throw new Error('no scheduled game');
    const ofTeam = await runEndpoint(gamesEndpoint, db, {
      competitionId: MEN,
      teamId: game.homeTeamId,
    });
    expect(ofTeam.find((row) => row.gameId === scheduledGameId)).toEqual(game);
    expect(game.homeWinProbability).toBeCloseTo(
      phi((game.predictedHomeMargin ?? 0) / MEN_SIGMA),
      9,
    );
  });
});
