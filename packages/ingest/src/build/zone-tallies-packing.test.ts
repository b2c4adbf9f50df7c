/**
 * The packed counts of zone_tallies, by hand: a row's five counts of a bucket are read back
 * exactly from its two columns, rows add up count by count, and a sum that could no longer be
 * unpacked is refused instead of answered.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { constantsFor } from '@courtside/engine';
import { createSchema, openDb, zoneGeometryKey, zoneTallySums } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';

const C = 77;
const TEAM = 1;
const constants = constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2024 });
const PACK = 2 ** 17;
/** Three counts in one packed column, lowest first. */
const packed = (...counts: number[]): number =>
  counts.reduce((sum, count, index) => sum + count * PACK ** index, 0);

async function tallyRow(db: WarehouseDb, gameId: number, allA: number, allB: number) {
  await insertRow(db, 'team_games', {
    competition_id: C,
    game_id: gameId,
    side: 'home',
    team_id: TEAM,
    coverage: 'pbp',
  });
  await insertRow(db, 'zone_tallies', {
    competition_id: C,
    geometry: zoneGeometryKey(constants),
    view_team_id: TEAM,
    is_offense: true,
    game_id: gameId,
    side: 'home',
    all_a: allA,
    all_b: allB,
    located: 0,
  });
}

describe('zone tallies packing', () => {
  let db: WarehouseDb;
  beforeEach(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    await insertRow(db, 'competitions', { competition_id: C, gender: 'MALE', start_year: 2024 });
    await insertRow(db, 'teams', { competition_id: C, team_id: TEAM, division_id: 1 });
  });
  afterEach(() => db.close());

  it('reads back each count and adds rows count by count', async () => {
    // Game 1: 5 attempts, 3 makes, 4 without heaves; 2 of those made, 1 assisted make.
    await tallyRow(db, 1, packed(5, 3, 4), packed(2, 1));
    // Game 2: 7 attempts, 2 makes, 7 without heaves, 2 of those made, both assisted.
    await tallyRow(db, 2, packed(7, 2, 7), packed(2, 2));
    const [sum] = await zoneTallySums(db, { competitionId: C, constants, teamId: TEAM });
    expect(sum?.zones.finish(2, 1).fields).toMatchObject({
      fga: 12,
      fgm: 5,
      fgPct: 4 / 11,
      fgmAstd: 3,
      fgmAstdPct: 3 / 5,
    });
  });

  it('refuses a sum whose attempts no longer fit their bits', async () => {
    await tallyRow(db, 1, packed(PACK - 1), 0);
    await tallyRow(db, 2, packed(1), 0);
    await expect(zoneTallySums(db, { competitionId: C, constants, teamId: TEAM })).rejects.toThrow(
      'overflow the packed counts',
    );
  });
});
