/**
 * zone_tallies against the real 2024-25 files (the women's two play-by-play games): every zone
 * answer the API makes from the stored tallies equals, value for value, the answer counted
 * attempt by attempt from the shots (the same file with its tallies removed), for teams, players
 * and games, over scopes, clutch time, divisions and conferences; and a game's stored attempts
 * and makes add up to the official box score's.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PBP_SCOPES,
  num,
  openDb,
  pbpCompetitionConstants,
  pbpCompetitionInfo,
  playerGamePbpStats,
  playerPbpAggregates,
  storesZoneTallies,
  teamGamePbpStats,
  teamPbpAggregates,
  zoneGeometryKey,
} from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import type { EngineConstants } from '@courtside/engine';
import { constantsFor } from '@courtside/engine';
import { buildRealWarehouse } from '../testing/built-warehouse';
import { realDataAvailable, tempDir } from '../testing/real-data';

const WOMEN = 38529;
const ND_TEXAS = 5728709;
const NOTRE_DAME = 591997;
const TEXAS = 592007;

/** Every zone answer the checks compare, keyed by what asked for it. */
async function zoneAnswers(
  db: WarehouseDb,
  constants: EngineConstants,
  ids: { readonly playerId: number; readonly conferenceId: number },
): Promise<Record<string, unknown>> {
  const base = { competitionId: WOMEN, constants };
  const out: Record<string, unknown> = {};
  for (const scope of PBP_SCOPES) {
    for (const clutchOnly of [false, true]) {
      out[`team ${scope} ${clutchOnly}`] = await teamPbpAggregates(db, {
        ...base,
        scope,
        clutchOnly,
      });
      out[`player ${scope} ${clutchOnly}`] = await playerPbpAggregates(db, {
        ...base,
        scope,
        clutchOnly,
      });
    }
  }
  out['team of one'] = await teamPbpAggregates(db, { ...base, teamId: NOTRE_DAME });
  out['division'] = await teamPbpAggregates(db, { ...base, divisionId: 1 });
  out['conference'] = await playerPbpAggregates(db, { ...base, conferenceId: ids.conferenceId });
  out['player of one'] = await playerPbpAggregates(db, { ...base, playerId: ids.playerId });
  out['players of a team'] = await playerPbpAggregates(db, { ...base, teamId: TEXAS });
  out['team games'] = await teamGamePbpStats(db, base);
  out['team game'] = await teamGamePbpStats(db, { ...base, gameId: ND_TEXAS });
  out['team games of one'] = await teamGamePbpStats(db, { ...base, teamId: TEXAS });
  out['player games'] = await playerGamePbpStats(db, base);
  out['player games of one'] = await playerGamePbpStats(db, { ...base, playerId: ids.playerId });
  return out;
}

describe.runIf(realDataAvailable())('zone tallies', () => {
  const dir = tempDir('zone-tallies');
  let db: WarehouseDb;
  let constants: EngineConstants;
  beforeAll(async () => {
    const built = await buildRealWarehouse();
    const path = join(dir.path, 'warehouse.duckdb');
    built.db.close();
    copyFileSync(join(built.dataDir, 'warehouse.duckdb'), path);
    built.close();
    db = await openDb(path);
    const info = await pbpCompetitionInfo(db, WOMEN);
    if (info === null) throw new Error('no 2024-25 women');
    constants = pbpCompetitionConstants(info, 1);
  }, 180_000);
  afterAll(() => {
    db?.close();
    dir.remove();
  });

  it('adds up to the official box score of each side of a game', async () => {
    const rows = await teamGamePbpStats(db, { competitionId: WOMEN, constants, gameId: ND_TEXAS });
    const box = await db.all(
      'SELECT team_id, fga, fgm, fga3, fgm3 FROM team_games WHERE competition_id = $1 AND game_id = $2',
      [WOMEN, ND_TEXAS],
    );
    expect(box).toHaveLength(2);
    for (const side of box) {
      const own = rows.find((row) => row.teamId === num(side, 'team_id') && row.isOffense);
      expect(own?.zones.fields).toMatchObject({
        fga: num(side, 'fga'),
        fgm: num(side, 'fgm'),
        fga3: num(side, 'fga3'),
        fgm3: num(side, 'fgm3'),
      });
    }
  });

  it('answers every zone query as counting the attempts does', async () => {
    expect(await storesZoneTallies(db, WOMEN, constants)).toBe(true);
    const [player] = await db.all(
      `SELECT player_id FROM zone_tallies WHERE competition_id = $1 AND view_team_id = $2 AND is_offense
       GROUP BY player_id HAVING player_id IS NOT NULL ORDER BY count(*) DESC, player_id LIMIT 1`,
      [WOMEN, TEXAS],
    );
    const [team] = await db.all(
      'SELECT conference_id FROM teams WHERE competition_id = $1 AND team_id = $2',
      [WOMEN, TEXAS],
    );
    const ids = {
      playerId: num(player ?? {}, 'player_id'),
      conferenceId: num(team ?? {}, 'conference_id'),
    };
    const stored = await zoneAnswers(db, constants, ids);
    const texasSeason =
      (stored['players of a team'] as Array<{ ast2: number; ast3: number }>) ?? [];
    // The comparison must see real work: Texas' players threw assists on both kinds of make.
    expect(texasSeason.reduce((sum, row) => sum + row.ast2, 0)).toBeGreaterThan(0);
    expect(texasSeason.reduce((sum, row) => sum + row.ast3, 0)).toBeGreaterThan(0);

    await db.run('DELETE FROM zone_tallies');
    expect(await storesZoneTallies(db, WOMEN, constants)).toBe(false);
    const counted = await zoneAnswers(db, constants, ids);
    expect(stored).toEqual(counted);
  }, 120_000);

  it('keys the shot geometry by the constants that draw the zones', () => {
    const key = (gender: 'MALE' | 'FEMALE', division: 1 | 2 | 3, seasonStartYear: number) =>
      zoneGeometryKey(constantsFor({ gender, division, seasonStartYear }));
    // Division I men moved to the 22'1.75" line a season before Divisions II and III.
    expect(key('MALE', 1, 2019)).not.toBe(key('MALE', 2, 2019));
    expect(key('MALE', 2, 2019)).toBe(key('MALE', 3, 2019));
    expect(key('MALE', 1, 2024)).toBe(key('MALE', 2, 2024));
    expect(key('FEMALE', 1, 2020)).not.toBe(key('FEMALE', 1, 2021));
    expect(key('MALE', 1, 2024)).toBe(key('FEMALE', 1, 2024));
  });
});
