/**
 * RAPM in the build on a hand-made warehouse: a Division I of 16 teams with 6 games each and a
 * Division II of 4 teams with one round (random lineups and scores), keyed by roster ids
 * through game_players, plus last season's RAPM of a few persons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constantsFor, math } from '@courtside/engine';
import type { RapmStintInput } from '@courtside/engine';
import { createSchema, num, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';
import { buildRapm, rapmStints, type RapmStatus } from './rapm';

const PREV = 36045;
const CUR = 38409;
const CUR_ID = 2_000_000;
const PREV_ID = 1_000_000;
const SETTINGS = {
  ...constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2024 }).rapm,
  minMedianTeamPossessions: 200,
};

interface League {
  players: { id: number; team: number }[];
  stints: RapmStintInput[];
}

/** Teams of nine (ids team·100 + 1…9), every team once a round, 20 stints a game. */
function league(seed: number, teams: number, rounds: number): League {
  const rng = math.createRng(seed);
  const players = Array.from({ length: teams * 9 }, (_, i) => ({
    id: Math.floor(i / 9) * 100 + (i % 9) + 1,
    team: Math.floor(i / 9),
  }));
  // The five starters, each replaced by a bench player one stint in five.
  const five = (team: number): number[] => {
    const bench = rng.shuffle([6, 7, 8, 9]);
    return [1, 2, 3, 4, 5].map((k) => team * 100 + (rng.next() < 0.2 ? (bench.pop() ?? k) : k));
  };
  const stints: RapmStintInput[] = [];
  let gameId = 1;
  for (let r = 0; r < rounds; r += 1) {
    const order = rng.shuffle(Array.from({ length: teams }, (_, t) => t));
    for (let k = 0; k + 1 < teams; k += 2, gameId += 1) {
      const [home, away] = [order[k] ?? 0, order[k + 1] ?? 0];
      for (let s = 0; s < 20; s += 1) {
        const poss = 2 + rng.int(3);
        stints.push({
          gameId,
          homeTeamId: home + 1,
          awayTeamId: away + 1,
          homeIds: five(home),
          awayIds: five(away),
          homePoss: poss,
          awayPoss: poss,
          homePts: rng.int(2 * poss + 1),
          awayPts: rng.int(2 * poss + 1),
          weight: 1,
        });
      }
    }
  }
  return { players, stints };
}

const d1 = league(1, 16, 6);
const d2 = league(2, 4, 1);
/** Planted ids of Division II are shifted by this; team ids are 100 + team (D1), 200 + (D2). */
const D2_SHIFT = 5000;

async function fill(db: WarehouseDb): Promise<void> {
  await createSchema(db);
  for (const [id, season] of [
    [PREV, 2024],
    [CUR, 2025],
  ] as const) {
    await insertRow(db, 'competitions', { competition_id: id, gender: 'MALE', season });
  }
  for (const [competition, base] of [
    [PREV, PREV_ID],
    [CUR, CUR_ID],
  ] as const) {
    for (const [league, shift, division, teamBase] of [
      [d1, 0, 1, 100],
      [d2, D2_SHIFT, 2, 200],
    ] as const) {
      for (const p of league.players) {
        if (p.id % 100 === 1) {
          await insertRow(db, 'teams', {
            competition_id: competition,
            team_id: teamBase + p.team + 1,
            division_id: division,
          });
        }
        // Player 101 (a starter of team 2) played in Division II last season.
        const team = competition === PREV && p.id === 101 ? 201 : teamBase + p.team + 1;
        await insertRow(db, 'players', {
          competition_id: competition,
          player_id: base + shift + p.id,
          team_id: team,
          person_id: PREV_ID + shift + p.id,
        });
      }
    }
  }
  for (const [league, shift, teamBase] of [
    [d1, 0, 100],
    [d2, D2_SHIFT, 200],
  ] as const) {
    const seen = new Set<number>();
    for (const [idx, s] of league.stints.entries()) {
      const gameId = shift + s.gameId;
      const key = (id: number): string => `id:${CUR_ID + shift + id}`;
      const home = teamBase + (s.homeTeamId ?? 0);
      const away = teamBase + (s.awayTeamId ?? 0);
      if (!seen.has(gameId)) {
        seen.add(gameId);
        await insertRow(db, 'games', { competition_id: CUR, game_id: gameId, neutral: false });
        for (const [ids, team] of [
          [league.players.filter((p) => p.team + teamBase + 1 === home), home],
          [league.players.filter((p) => p.team + teamBase + 1 === away), away],
        ] as const) {
          for (const p of ids) {
            await insertRow(db, 'game_players', {
              competition_id: CUR,
              game_id: gameId,
              player_key: key(p.id),
              team_id: team,
              // One player of the Division II league is not linked to the roster.
              player_id: shift > 0 && p.id === 1 ? null : CUR_ID + shift + p.id,
            });
          }
        }
      }
      const floor: Record<string, string> = {};
      s.homeIds.forEach((id, k) => (floor[`h${k + 1}`] = key(id)));
      s.awayIds.forEach((id, k) => (floor[`a${k + 1}`] = key(id)));
      await insertRow(db, 'stints', {
        competition_id: CUR,
        game_id: gameId,
        idx,
        start_second: idx * 60,
        end_second: idx * 60 + 60,
        home_team_id: home,
        away_team_id: away,
        home_pts: s.homePts,
        away_pts: s.awayPts,
        home_poss: s.homePoss,
        away_poss: s.awayPoss,
        ...floor,
      });
    }
  }
  // Garbage time in the first stint: possessions of weight 0.2 and 0.6 start inside it.
  for (const [idx, weight] of [
    [0, 0.2],
    [1, 0.6],
  ] as const) {
    await insertRow(db, 'possessions', {
      competition_id: CUR,
      game_id: 1,
      idx,
      start_second: 10 + idx,
      weight,
    });
  }
}

/** Last season: the starters of team 1 and player 101 (then in Division II) at +20. */
async function lastSeason(db: WarehouseDb): Promise<void> {
  for (const id of [1, 2, 3, 4, 5, 101]) {
    await insertRow(db, 'rapm', {
      competition_id: PREV,
      player_id: PREV_ID + id,
      poss: 4000,
      orapm: 20,
      drapm: 0,
      rapm: 20,
    });
  }
}

async function orapmById(db: WarehouseDb): Promise<Map<number, number>> {
  const rows = await db.all('SELECT player_id, orapm FROM rapm WHERE competition_id = $1', [CUR]);
  return new Map(rows.map((row) => [num(row, 'player_id') - CUR_ID, num(row, 'orapm')]));
}

describe('buildRapm', () => {
  let db: WarehouseDb;
  let status: RapmStatus;
  let notes: string[];
  let pooled: Map<number, number>;
  let alone: Map<number, number>;

  beforeAll(async () => {
    db = await openDb(':memory:');
    await fill(db);
    await lastSeason(db);
    ({ status, notes } = await buildRapm(db, CUR, SETTINGS, []));
    pooled = await orapmById(db);
    await db.run('DELETE FROM rapm');
    await buildRapm(db, CUR, SETTINGS, []);
    alone = await orapmById(db);
  }, 60_000);
  afterAll(() => db.close());

  it('reads stints by roster id with their division and garbage-time weight', async () => {
    const stints = await rapmStints(db, CUR);
    const first = stints[0];
    expect(first?.homeIds).toEqual(d1.stints[0]?.homeIds.map((id) => CUR_ID + id));
    expect(first?.weight).toBeCloseTo(0.4, 12);
    expect(stints[1]?.weight).toBe(1);
    expect(first?.divisionId).toBe(1);
    // Division II stints with the unlinked player are left out.
    const withUnlinked = d2.stints.filter((s) => [...s.homeIds, ...s.awayIds].includes(1));
    expect(stints.filter((s) => s.divisionId === 2)).toHaveLength(
      d2.stints.length - withUnlinked.length,
    );
  });

  it('publishes Division I and refuses Division II, saying why', () => {
    const [one, two] = status.divisions;
    expect(one).toMatchObject({ divisionId: 1, published: true, reason: null, games: 48 });
    expect(one?.lambda).not.toBeNull();
    expect(one?.fittedPlayers).toBe(16 * 9);
    expect(two).toMatchObject({ divisionId: 2, published: false, games: 2, fittedPlayers: 0 });
    expect(two?.reason).toMatch(/^2 play-by-play game\(s\) with usable stints, fewer than the 40/);
    expect(notes).toEqual([`RAPM not published for Division 2: ${two?.reason ?? ''}`]);
  });

  it('writes only the players with enough possessions', async () => {
    const rows = await db.all('SELECT player_id, poss FROM rapm WHERE competition_id = $1', [CUR]);
    expect(rows.length).toBe(status.publishedPlayers);
    expect(rows.length).toBe(status.divisions[0]?.publishedPlayers);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.length).toBeLessThan(16 * 9);
    for (const row of rows) {
      expect(num(row, 'poss')).toBeGreaterThanOrEqual(250);
      expect(num(row, 'player_id') - CUR_ID).toBeLessThan(D2_SHIFT);
    }
  });

  it("pools last season's RAPM of the same person in the same division", () => {
    // Five priors from last season; player 101 was in Division II then and is not pooled.
    expect(status.divisions[0]?.priors).toEqual({
      box: 0,
      boxAndPrevious: 0,
      previous: 5,
      none: 139,
    });
    // w = 0.5·2000/3000 = 1/3 of +20 before centring: the five move up by points, as far as
    // their own possessions (≈ 500 against λ) let them.
    const moved = (id: number): number => (pooled.get(id) ?? Number.NaN) - (alone.get(id) ?? 0);
    const five = [1, 2, 3, 4, 5].map(moved);
    for (const shift of five) expect(shift).toBeGreaterThan(1);
    expect(five.reduce((a, b) => a + b, 0) / 5).toBeGreaterThan(2);
    // Player 101 (then in Division II) only by the centring and his opponents' and teammates'
    // adjustments, like everybody else (on average ≈ −5·6.7/144 from the centring).
    expect(Math.abs(moved(101))).toBeLessThan(0.5);
    const others = [...pooled.keys()].filter((id) => id > 5).map(moved);
    expect(Math.abs(others.reduce((a, b) => a + b, 0) / others.length)).toBeLessThan(0.5);
  });
});
