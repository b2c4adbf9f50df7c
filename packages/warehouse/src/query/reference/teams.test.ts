/**
 * teamListJson against the rows it stands for: the text DuckDB writes is JSON.stringify's of the
 * same rows (names with quotes, backslashes, slashes, accents and emoji included), and a list
 * with a control character in a name is left to the caller (DuckDB's escapes differ in case).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseDb } from '../../db/connection';
import { openDb } from '../../db/connection';
import { createSchema } from '../../schema';
import { teamList, teamListJson } from './teams';

const UPDATED = '2026-12-06T00:00:00.000Z';

/** The `teams` endpoint's row of a teamList row. */
function endpointRows(db: WarehouseDb, gender: string | null) {
  return teamList(db, {}).then((rows) =>
    rows
      .filter((row) => gender === null || row.gender === gender)
      .map((row) => ({
        _id: `${row.competitionId}-${row.teamId}`,
        updated: UPDATED,
        competitionId: row.competitionId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        teamName: row.teamName,
        gender: row.gender,
        divisionId: row.divisionId,
        conferenceId: row.conferenceId,
        conferenceShortName: row.conferenceShortName,
        teamKey: row.teamKey,
        games: row.games,
      })),
  );
}

describe('teamListJson', () => {
  let db: WarehouseDb;
  beforeAll(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    await db.run(
      `INSERT INTO conferences (conference_id, short_name, long_name, abb, division_id) VALUES
         (1, 'A"C\\C', 'Atlantic', 'ACC', 1), (2, 'Sun/Belt', 'Sun Belt', 'SBC', 1)`,
    );
    await db.run(
      `INSERT INTO teams (competition_id, team_id, team_market, team_name, team_key, gender,
         division_id, conference_id, games) VALUES
         (38409, 11, 'Zeta "Z" State', NULL, 'zeta', 'MALE', 1, 1, 30),
         (38409, 12, 'Ålborg Tech 🏀', 'Hawks', 'alborg', 'MALE', 1, 2, 31),
         (38409, 13, 'Back\\slash U', NULL, 'back', 'MALE', 2, NULL, 0),
         (38529, 21, 'Zeta "Z" State', 'Lady Z', 'zeta', 'FEMALE', 1, 1, 29)`,
    );
  });
  afterAll(() => db?.close());

  it("writes the endpoint's rows as JSON.stringify does, in the endpoint's order", async () => {
    for (const gender of [null, 'MALE', 'FEMALE']) {
      const json = await teamListJson(db, { gender, updated: UPDATED });
      expect(json?.toString('utf8')).toBe(JSON.stringify(await endpointRows(db, gender)));
    }
    const none = await teamListJson(db, { teamIds: [], gender: null, updated: UPDATED });
    expect(none?.toString('utf8')).toBe('[]');
  });

  it('leaves a list with a control character or an unknown gender to the caller', async () => {
    await db.run(`UPDATE teams SET team_name = 'Bell' || chr(7) WHERE team_id = 12`);
    expect(await teamListJson(db, { gender: null, updated: UPDATED })).toBeNull();
    // The other competition's list does not hold that team and is still written.
    expect(
      await teamListJson(db, { competitionIds: [38529], gender: null, updated: UPDATED }),
    ).not.toBeNull();
    await db.run(`UPDATE teams SET team_name = 'Hawks', gender = 'MIXED' WHERE team_id = 12`);
    expect(await teamListJson(db, { gender: null, updated: UPDATED })).toBeNull();
  });
});
