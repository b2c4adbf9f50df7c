/**
 * Trial players on a two-season demo league (men's 2022-23 and 2023-24, small scale: both are
 * demo competitions, so the league names featured players in them): the featured players are the
 * fixed demo players, by name; without featured players the top-minutes rule takes over; the
 * user's school is found again in every season; and tier 1 gets exactly those rows through the
 * router, per own team in the cache, and listed by name (own school first) at /users/trial-players.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_API, AUTH_HEADER, selectTeamTrialPlayers } from '@courtside/contract';
import type { TrialPlayer } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The demo league is a dev dependency: the API's own code builds it only as a child process.
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { openDb } from '../../../../packages/warehouse/src/db/connection';
import type { DataHarness } from './testing/data-harness';
import { createDataHarness } from './testing/data-harness';
import { fixedDemoPlayers, teamTrialPlayers, trialPlayersOf } from './trial-players';

const OLDER = 33533;
const NEWER = 36045;

const num = (value: unknown): number => {
  if (typeof value !== 'number' && typeof value !== 'bigint') throw new Error(`not a number`);
  return Number(value);
};

describe('trial players on a demo league with featured players', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-trial-'));
  let db: WarehouseDb;
  let path: string;
  let h: DataHarness;
  /** A Division I school: its team ids in both seasons. */
  let school: { older: number; newer: number };

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 5,
      scale: { ...SCALES.small, competitionIds: [OLDER, NEWER] },
      workers: 0,
    });
    path = built.path;
    db = await openWarehouseReadOnly(path);
    const [row] = await db.all(
      `SELECT o.team_id AS older, n.team_id AS newer FROM teams o
       JOIN teams n ON n.team_key = o.team_key AND n.gender = o.gender
       WHERE o.competition_id = $older AND n.competition_id = $newer AND o.division_id = 1
       ORDER BY o.team_id LIMIT 1`,
      { older: OLDER, newer: NEWER },
    );
    school = { older: num(row?.['older']), newer: num(row?.['newer']) };
    h = await createDataHarness({
      dataDir: root,
      ingest: () => Promise.reject(new Error('the demo league is built, not ingested')),
      remove: () => rmSync(root, { recursive: true, force: true }),
    });
  }, 240_000);
  afterAll(async () => {
    await h?.close();
    db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The school's top three (ties included) of one season, read straight from the aggregates. */
  async function topOfSeason(competitionId: number, teamId: number): Promise<TrialPlayer[]> {
    const rows = await db.all(
      `SELECT player_id, any_value(name) AS name, sum(seconds) AS seconds FROM player_aggregates
       WHERE competition_id = $c AND team_id = $t AND scope = 'season' AND player_id IS NOT NULL
       GROUP BY player_id`,
      { c: competitionId, t: teamId },
    );
    return selectTeamTrialPlayers(
      rows.map((row) => ({
        playerId: num(row['player_id']),
        competitionId,
        fullName: String(row['name']),
        mins: num(row['seconds']) / 60,
      })),
    );
  }

  it('opens the featured players, by their names, as the fixed demo players', async () => {
    const demo = await fixedDemoPlayers(db);
    expect(demo.map((p) => [p.competitionId, p.fullName])).toEqual([
      [NEWER, 'Caspian Thorne'],
      [NEWER, 'Dashiell Marchetti'],
      [OLDER, 'Barnaby Quince'],
    ]);
    for (const player of demo) {
      const [row] = await db.all(
        'SELECT full_name FROM players WHERE competition_id = $c AND player_id = $p',
        { c: player.competitionId, p: player.playerId },
      );
      expect(row?.['full_name']).toBe(player.fullName);
      expect(player.for).toBe('all');
    }
  });

  it('falls back to the most minutes in the demo competitions when none is featured', async () => {
    const copy = join(root, 'no-featured.duckdb');
    copyFileSync(path, copy);
    const plain = await openDb(copy);
    try {
      await plain.run('DELETE FROM featured_players');
      const demo = await fixedDemoPlayers(plain);
      const best = async (competitionId: number, rank: number) => {
        const rows = await plain.all(
          `SELECT player_id, sum(seconds) AS s FROM player_aggregates
           WHERE competition_id = $c AND scope = 'season' AND player_id IS NOT NULL
           GROUP BY competition_id, team_id, player_id ORDER BY s DESC, player_id LIMIT 1 OFFSET $r`,
          { c: competitionId, r: rank },
        );
        return num(rows[0]?.['player_id']);
      };
      // The contract's order: 36045 then 33533 (the other two are not in this league), round by round.
      expect(demo.map((p) => p.playerId)).toEqual([
        await best(NEWER, 0),
        await best(OLDER, 0),
        await best(NEWER, 1),
        await best(OLDER, 1),
        await best(NEWER, 2),
        await best(OLDER, 2),
        await best(NEWER, 3),
      ]);
    } finally {
      plain.close();
    }
  });

  it("finds the user's school in every season of the gender, whichever season's id is saved", async () => {
    const expected = [
      ...(await topOfSeason(OLDER, school.older)),
      ...(await topOfSeason(NEWER, school.newer)),
    ];
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const ids = (list: readonly TrialPlayer[]) =>
      list.map((p) => `${p.competitionId}:${p.playerId}`).sort();
    expect(ids(await teamTrialPlayers(db, school.older, 'MALE'))).toEqual(ids(expected));
    expect(ids(await teamTrialPlayers(db, school.newer, 'MALE'))).toEqual(ids(expected));
    // The other gender has no season here; an unknown team id has no school.
    expect(await teamTrialPlayers(db, school.older, 'FEMALE')).toEqual([]);
    expect(await teamTrialPlayers(db, 999_999_999, 'MALE')).toEqual([]);
    const all = await trialPlayersOf(db, {
      tier: 1,
      isAdmin: false,
      teamId: school.older,
      gender: 'MALE',
    });
    expect(all.map((p) => p.fullName)).toEqual(
      expect.arrayContaining(['Caspian Thorne', 'Dashiell Marchetti', 'Barnaby Quince']),
    );
    expect(all).toHaveLength(3 + expected.length);
  });

  it('gives tier 1 its school in another season plus the featured players, per team in the cache', async () => {
    const url = `/api/gs/player-agg-stats?competitionId=${NEWER}&scope=season`;
    const rowsFor = async (token: string) => {
      const response = await h.app.inject({
        method: 'GET',
        url,
        headers: { [AUTH_HEADER]: token },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return {
        etag: response.headers['etag'],
        ids: response
          .json<Array<{ playerId: number }>>()
          .map((row) => row.playerId)
          .sort(),
      };
    };
    const featured = (await fixedDemoPlayers(db))
      .filter((p) => p.competitionId === NEWER)
      .map((p) => p.playerId);
    const own = (await topOfSeason(NEWER, school.newer)).map((p) => p.playerId);
    // The saved team is the school's 2022-23 team; the answer is about 2023-24.
    const mine = await rowsFor(
      await h.user({ tier: 1, settings: { team: { teamId: school.older, gender: 'MALE' } } }),
    );
    expect(mine.ids).toEqual([...new Set([...featured, ...own])].sort());
    const noTeam = await rowsFor(await h.user({ tier: 1 }));
    expect(noTeam.ids).toEqual([...featured].sort());
    expect(noTeam.etag).not.toBe(mine.etag);
    const pro = await rowsFor(await h.user({ tier: 2 }));
    expect(pro.ids.length).toBeGreaterThan(mine.ids.length * 10);
  });

  it('lists a tier-1 user their own players newest season first, then the featured, named', async () => {
    const token = await h.user({
      tier: 1,
      settings: { team: { teamId: school.older, gender: 'MALE' } },
    });
    const response = await h.app.inject({
      method: 'GET',
      url: `/api${ACCOUNT_API.trialPlayers}`,
      headers: { [AUTH_HEADER]: token },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const list = response.json<TrialPlayer[]>();
    const own = [
      ...(await topOfSeason(NEWER, school.newer)),
      ...(await topOfSeason(OLDER, school.older)),
    ];
    const featuredIds = (await fixedDemoPlayers(db)).map((p) => `${p.competitionId}:${p.playerId}`);
    const ownIds = own.map((p) => `${p.competitionId}:${p.playerId}`);
    const userPart = list.filter((p) => p.for === 'user');
    expect(userPart.map((p) => `${p.competitionId}:${p.playerId}`).sort()).toEqual(ownIds.sort());
    // Newest season first, and the user's part before every featured player.
    expect(userPart.map((p) => p.competitionId)).toEqual(
      [...userPart.map((p) => p.competitionId)].sort((a, b) => b - a),
    );
    expect(list.slice(0, userPart.length)).toEqual(userPart);
    expect(
      list.filter((p) => p.for === 'all').map((p) => `${p.competitionId}:${p.playerId}`),
    ).toEqual(featuredIds.filter((id) => !ownIds.includes(id)));
    const [schoolRow] = await db.all(
      'SELECT team_market FROM teams WHERE competition_id = $c AND team_id = $t',
      { c: NEWER, t: school.newer },
    );
    const newest = userPart[0];
    expect(newest?.teamId).toBe(school.newer);
    expect(newest?.teamName).toBe(schoolRow?.['team_market']);
    expect(list.every((p) => typeof p.teamName === 'string' && p.teamName !== '')).toBe(true);
  });
});
