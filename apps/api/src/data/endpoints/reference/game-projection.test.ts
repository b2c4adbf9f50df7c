/**
 * `game-projection` on a demo league of two men's seasons and one women's. Every number is
 * checked against a hand computation from the stored ratings (team_ratings, league_ratings,
 * player_ratings read here directly), written out apart from the engine: the season's own
 * prediction (the `games` list's) for two teams of one season, the normalisation into the newer
 * season's pool across seasons, the what-if from the box ratings, and the pair's past games.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataConfig } from '@courtside/contract';
import { callEndpoint } from '../../testing/call-endpoint';
import { trialKey, trialSetOf } from '../../trial-players';
import { UnknownIdError } from '../../unknown-id';
import { MEN, UPDATED, WOMEN, inputErrorOf, runEndpoint } from '../stats/support/testing';
import { gameProjectionEndpoint } from './game-projection.endpoint';
import { gamesEndpoint } from './games.endpoint';
import { teamHeadToHeadEndpoint } from './team-head-to-head.endpoint';
import { teamAggStatsEndpoint } from '../stats/team-agg-stats.endpoint';
import {
  computedFourFactors,
  seasonFourFactors,
} from '@courtside/warehouse/query/reference/game-projection';

const OLDER_MEN = 36045;

interface Stored {
  ortg: number;
  drtg: number;
  pace: number;
  avgEff: number;
  avgTempo: number;
  market: string;
  key: string;
}

async function stored(db: WarehouseDb, competitionId: number, teamId: number): Promise<Stored> {
  const [row] = await db.all(
    `SELECT r.ortg_adj, r.drtg_adj, r.pace_adj, l.avg_efficiency, l.avg_tempo, t.team_market, t.team_key
     FROM team_ratings r JOIN teams t USING (competition_id, team_id)
     JOIN league_ratings l ON l.competition_id = r.competition_id AND l.division_id = t.division_id
     WHERE r.competition_id = $c AND r.team_id = $t`,
    { c: competitionId, t: teamId },
  );
  if (row === undefined) throw new Error(`team ${teamId} of ${competitionId} is not rated`);
  return {
    ortg: Number(row['ortg_adj']),
    drtg: Number(row['drtg_adj']),
    pace: Number(row['pace_adj']),
    avgEff: Number(row['avg_efficiency']),
    avgTempo: Number(row['avg_tempo']),
    market: String(row['team_market']),
    key: String(row['team_key']),
  };
}

/** The two highest-rated Division I teams of a competition that are different schools. */
async function topTeams(db: WarehouseDb, competitionId: number): Promise<[number, number]> {
  const rows = await db.all(
    `SELECT r.team_id FROM team_ratings r JOIN teams t USING (competition_id, team_id)
     WHERE r.competition_id = $c AND t.division_id = 1 ORDER BY r.net_rtg_adj DESC LIMIT 2`,
    { c: competitionId },
  );
  return [Number(rows[0]?.['team_id']), Number(rows[1]?.['team_id'])];
}

const project = (db: WarehouseDb, config: DataConfig) =>
  runEndpoint(gameProjectionEndpoint, db, config).then((rows) => {
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (row === undefined) throw new Error('no row');
    return row;
  });

describe('game-projection on a demo league', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-projection-'));
  let db: WarehouseDb;
  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 5,
      scale: { ...SCALES.small, competitionIds: [OLDER_MEN, MEN, WOMEN] },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
  }, 400_000);
  afterAll(() => {
    db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives two teams of one season exactly the season’s own prediction of their game', async () => {
    const games = await runEndpoint(gamesEndpoint, db, { competitionId: MEN });
    const game = games.find((g) => !g.isNeutral && g.predictedHomeScore !== null);
    if (game === undefined || game.homeTeamId === null || game.awayTeamId === null)
      throw new Error('no predicted home game');
    const row = await project(db, {
      teamIds: [game.homeTeamId, game.awayTeamId],
      competitionIds: [MEN, MEN],
      scope: 'home',
    });
    expect(row.poolsDiffer).toBe(false);
    expect(row.projection.projectedPts).toBe(game.predictedHomeScore);
    expect(row.projection.projectedPtsAgst).toBe(game.predictedAwayScore);
    expect(row.projection.projectedMargin).toBe(game.predictedHomeMargin);
    expect(row.projection.projectedWinProbability).toBe(game.homeWinProbability);
    expect(row.projection.projectedTotal).toBeCloseTo(
      (game.predictedHomeScore ?? 0) + (game.predictedAwayScore ?? 0),
      9,
    );
    expect(row.baseline).toEqual(row.projection);
    // From the visitor's side at the same venue: the same game, mirrored.
    const away = await project(db, {
      teamIds: [game.awayTeamId, game.homeTeamId],
      competitionIds: [MEN, MEN],
      scope: 'away',
    });
    expect(away.projection.projectedPts).toBeCloseTo(row.projection.projectedPtsAgst, 9);
    expect(away.projection.projectedWinProbability).toBeCloseTo(
      1 - row.projection.projectedWinProbability,
      9,
    );
    // Neutral: no venue factor, so the score sits between the two.
    const neutral = await project(db, {
      teamIds: [game.homeTeamId, game.awayTeamId],
      competitionIds: [MEN, MEN],
    });
    expect(neutral.site).toBe('neutral');
    expect(neutral.projection.projectedPts).toBeCloseTo(row.projection.projectedPts / 1.014, 9);
    expect(neutral.projection.projectedPtsAgst).toBeCloseTo(
      row.projection.projectedPtsAgst / 0.986,
      9,
    );
  });

  it('reads each side’s four factors from the stored season rows, as computed and as team-agg-stats shows them', async () => {
    const teams = await runEndpoint(teamAggStatsEndpoint, db, {
      competitionId: MEN,
      divisionId: 1,
      scope: 'season',
    });
    const picked = [...new Set(teams.map((row) => row.teamId))].slice(0, 4);
    expect(picked.length).toBe(4);
    for (const teamId of picked) {
      const key = { competitionId: MEN, teamId };
      const stored = await seasonFourFactors(db, key);
      // The stored rows hold what team-agg-stats sends: the computed values to 8 decimals.
      const computed = await computedFourFactors(db, key);
      for (const [name, value] of Object.entries(computed)) {
        expect(stored[name as keyof typeof stored], name).toBeCloseTo(value ?? NaN, 7);
      }
      const offense = teams.find((row) => row.teamId === teamId && row.isOffense);
      const defense = teams.find((row) => row.teamId === teamId && !row.isOffense);
      expect(stored.efgPct).toBe(offense?.efgPct);
      expect(stored.tovPctAgst).toBe(defense?.tovPct);
      expect(stored.efgPct).toBeGreaterThan(0.3);
    }
  });

  it('projects a team of an older season in the newer season’s pool by its ratios', async () => {
    const [oldId] = await topTeams(db, OLDER_MEN);
    const [, newId] = await topTeams(db, MEN);
    const old = await stored(db, OLDER_MEN, oldId);
    const cur = await stored(db, MEN, newId);
    const row = await project(db, {
      teamIds: [oldId, newId],
      competitionIds: [OLDER_MEN, MEN],
      scope: 'neutral',
    });
    // By hand: the old team's AdjO/Avg, AdjD/Avg and AdjT/AvgT times the new pool's averages.
    const oldO = (old.ortg / old.avgEff) * cur.avgEff;
    const oldD = (old.drtg / old.avgEff) * cur.avgEff;
    const oldT = (old.pace / old.avgTempo) * cur.avgTempo;
    const poss = (oldT * cur.pace) / cur.avgTempo;
    const ptsOld = ((oldO * cur.drtg) / cur.avgEff / 100) * poss;
    const ptsNew = ((cur.ortg * oldD) / cur.avgEff / 100) * poss;
    expect(row.poolsDiffer).toBe(true);
    expect(row.referenceCompetitionId).toBe(MEN);
    expect(row.projection.projectedPoss).toBeCloseTo(poss, 9);
    expect(row.projection.projectedPts).toBeCloseTo(ptsOld, 9);
    expect(row.projection.projectedPtsAgst).toBeCloseTo(ptsNew, 9);
    const [first, second] = row.teams;
    expect(first).toMatchObject({
      competitionId: OLDER_MEN,
      seasonLabel: '2023-24',
      teamMarket: old.market,
      ortgAdj: old.ortg,
      avgEfficiency: old.avgEff,
    });
    expect(first.ortgAdjProjected).toBeCloseTo(oldO, 9);
    expect(second).toMatchObject({ seasonLabel: '2024-25', ortgAdjProjected: cur.ortg });
    // The seasons listed the other way round (clients send them sorted): the same answer.
    const reversed = await project(db, {
      teamIds: [oldId, newId],
      competitionIds: [MEN, OLDER_MEN],
      scope: 'neutral',
    });
    expect(reversed.projection).toEqual(row.projection);
    expect(reversed.teams.map((team) => team.competitionId)).toEqual([OLDER_MEN, MEN]);
    // The newer team first, seasons still listed oldest first: each team keeps its own season.
    const newFirst = await project(db, {
      teamIds: [newId, oldId],
      competitionIds: [OLDER_MEN, MEN],
      scope: 'neutral',
    });
    expect(newFirst.teams.map((team) => team.competitionId)).toEqual([MEN, OLDER_MEN]);
    expect(newFirst.projection.projectedPts).toBeCloseTo(ptsNew, 9);
    // Four factors of the season: fractions, offence and what the defence allowed.
    expect(first.efgPct).toBeGreaterThan(0.3);
    expect(first.efgPct).toBeLessThan(0.7);
    expect(first.tovPctAgst).toBeGreaterThan(0);
  });

  it('what-if: removing a player moves AdjEM by his share × (BPM + 2), half each way', async () => {
    const [a, b] = await topTeams(db, MEN);
    const base = await project(db, { teamIds: [a, b], competitionIds: [MEN, MEN] });
    const [star] = base.teams[0].players;
    if (star === undefined) throw new Error('the demo team has no rated players');
    // Most minutes first, each with his season minutes a game and box rating.
    const minutes = base.teams[0].players.map((p) => p.minsPg);
    expect(minutes).toEqual([...minutes].sort((x, y) => y - x));
    const without = await project(db, {
      teamIds: [a, b],
      competitionIds: [MEN, MEN],
      playerIds: [star.playerId],
      playerMinutes: [0],
    });
    const expectedNet = -(star.minsPg / 40) * (star.bpm + 2);
    expect(without.teams[0].whatIfNetChange).toBeCloseTo(expectedNet, 9);
    expect(without.teams[0].ortgAdjProjected).toBeCloseTo(
      base.teams[0].ortgAdj + expectedNet / 2,
      9,
    );
    expect(without.teams[0].drtgAdjProjected).toBeCloseTo(
      base.teams[0].drtgAdj - expectedNet / 2,
      9,
    );
    expect(without.teams[0].players[0]?.whatIfMinutes).toBe(0);
    expect(without.baseline).toEqual(base.projection);
    expect(without.projection.projectedPoss).toBe(base.projection.projectedPoss);
    if (expectedNet < 0) {
      expect(without.projection.projectedPts).toBeLessThan(base.projection.projectedPts);
      expect(without.projection.projectedWinProbability).toBeLessThan(
        base.projection.projectedWinProbability,
      );
    }
    // The margin moves by about ΔEM per 100 possessions.
    const moved = without.projection.projectedMargin - base.projection.projectedMargin;
    expect(moved).toBeCloseTo((expectedNet * base.projection.projectedPoss) / 100, 0);
  });

  it('shows tier 1 only its trial players in the rosters, the projection unchanged', async () => {
    const [a, b] = await topTeams(db, MEN);
    const config = { teamIds: [a, b], competitionIds: [MEN, MEN] };
    const full = await project(db, config);
    const caller = { tier: 1, isAdmin: false, teamId: a, gender: 'MALE' as const };
    const [row] = await callEndpoint(gameProjectionEndpoint, {
      config,
      caller,
      db,
      updated: UPDATED,
    });
    if (row === undefined) throw new Error('no row');
    const trial = await trialSetOf(db, caller);
    expect(row.projection).toEqual(full.projection);
    row.teams.forEach((side, i) => {
      const all = full.teams[i]?.players ?? [];
      expect(side.players).toEqual(all.filter((p) => trial.has(trialKey(MEN, p.playerId))));
    });
    // The own team's top three by minutes (ties kept), not the whole roster.
    expect(row.teams[0].players.length).toBeGreaterThanOrEqual(3);
    expect(row.teams[0].players.length).toBeLessThan(full.teams[0].players.length);
  });

  it('lists the pair’s past games with each game’s own season prediction', async () => {
    const games = await runEndpoint(gamesEndpoint, db, { competitionId: MEN });
    const game = games.find((g) => g.conferenceGame && g.predictedHomeScore !== null);
    if (game === undefined || game.homeTeamId === null || game.awayTeamId === null)
      throw new Error('no conference game');
    const row = await project(db, {
      teamIds: [game.homeTeamId, game.awayTeamId],
      competitionIds: [MEN, MEN],
    });
    const h2h = await runEndpoint(teamHeadToHeadEndpoint, db, {
      teamIds: [game.homeTeamId, game.awayTeamId],
      competitionId: MEN,
    });
    expect(row.pastGames.map((g) => g.gameId)).toEqual(h2h.map((g) => g.gameId));
    const past = row.pastGames.find((g) => g.gameId === game.gameId);
    expect(past).toMatchObject({
      isHome: true,
      ptsScored: game.homeScore,
      ptsAgst: game.awayScore,
      predictedPts: game.predictedHomeScore,
      predictedPtsAgst: game.predictedAwayScore,
      predictedMargin: game.predictedHomeMargin,
      predictedWinProbability: game.homeWinProbability,
    });
  });

  it('refuses what a client can get wrong, naming the segment', async () => {
    const [a, b] = await topTeams(db, MEN);
    const [womenTeam] = await topTeams(db, WOMEN);
    const base = await project(db, { teamIds: [a, b], competitionIds: [MEN, MEN] });
    const starId = base.teams[0].players[0]?.playerId ?? -1;
    const cases: Array<[DataConfig, string, string]> = [
      [{ teamIds: [a], competitionIds: [MEN] }, 'teams', '"teams" names exactly two teams (got 1)'],
      [
        { teamIds: [a, b], competitionIds: [MEN] },
        'competitions',
        '"competitions" names exactly two competitions, one for each team (got 1)',
      ],
      [
        { teamIds: [a, womenTeam], competitionIds: [MEN, WOMEN] },
        'teams',
        `Teams ${a} and ${womenTeam} play in different genders' competitions`,
      ],
      [{ teamIds: [a, a], competitionIds: [MEN, MEN] }, 'teams', `Team ${a} cannot play itself`],
      [
        { teamIds: [a, b], competitionIds: [MEN, MEN], scope: 'road' },
        'scope',
        '"scope" is home, away or neutral (got "road")',
      ],
      [
        { teamIds: [a, b], competitionIds: [MEN, MEN], playerIds: [starId], playerMinutes: [] },
        'minutes',
        '"players" and "minutes" go in pairs: 1 players, 0 minutes',
      ],
      [
        { teamIds: [a, b], competitionIds: [MEN, MEN], playerIds: [starId], playerMinutes: [41] },
        'minutes',
        '"minutes" are minutes a game, 0 to 40 (got 41)',
      ],
      [
        { teamIds: [a, b], competitionIds: [MEN, MEN], playerIds: [1], playerMinutes: [10] },
        'players',
        'Player 1 is not a rated player of either team you may see ("players")',
      ],
    ];
    for (const [config, segment, message] of cases) {
      const error = await inputErrorOf(gameProjectionEndpoint, db, config);
      expect(error.message).toBe(message);
      expect(error.segment).toBe(segment);
    }
    // Every rated player at 40 minutes: more than the 200 minutes of five places.
    const everyone = base.teams[0].players.map((p) => p.playerId);
    const tooMany = await inputErrorOf(gameProjectionEndpoint, db, {
      teamIds: [a, b],
      competitionIds: [MEN, MEN],
      playerIds: everyone,
      playerMinutes: everyone.map(() => 40),
    });
    expect(tooMany.message).toMatch(
      /^What-if: the players' minutes add up to \d+ a game, more than the 200 of five places$/,
    );
    const unknown = await inputErrorOf(gameProjectionEndpoint, db, {
      teamIds: [a, 12],
      competitionIds: [MEN, MEN],
    });
    expect(unknown).toBeInstanceOf(UnknownIdError);
    expect(unknown.message).toBe(`Unknown team 12 in competition ${MEN} ("teams")`);
    // Two seasons named: a team of neither, and two teams of the same one season.
    const [older] = await topTeams(db, OLDER_MEN);
    const neither = await inputErrorOf(gameProjectionEndpoint, db, {
      teamIds: [older, 12],
      competitionIds: [OLDER_MEN, MEN],
    });
    expect(neither).toBeInstanceOf(UnknownIdError);
    expect(neither.message).toBe(
      `Unknown team 12 in competitions ${OLDER_MEN} and ${MEN} ("teams")`,
    );
    const oneSeason = await inputErrorOf(gameProjectionEndpoint, db, {
      teamIds: [a, b],
      competitionIds: [OLDER_MEN, MEN],
    });
    expect(oneSeason.message).toBe(
      `Teams ${a} and ${b} are teams of one of competitions ${OLDER_MEN} and ${MEN} only: each team needs its own season`,
    );
    expect(oneSeason.segment).toBe('teams');
  });
});
