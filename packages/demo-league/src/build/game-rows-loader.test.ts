/**
 * The demo workers' path — GameWriter's CSV text in part files, inserted by GameRowsLoader in
 * whole row groups — must store exactly the rows, in exactly the order, that GameWriter's DuckDB
 * appenders store. Checked on simulated games with a tiny row group, so every table crosses many
 * inserts cut inside part files; and a broken part fails the load loudly.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveGame } from '@courtside/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createTableSql, openDb, tableDef } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { simulateGame } from '../game';
import { testLeagueGames } from '../game/testing';
import {
  createTeamStage,
  GAME_TABLES,
  GameRowsLoader,
  GameWriter,
  WRITTEN_TABLES,
} from '@courtside/ingest';

const dir = mkdtempSync(join(tmpdir(), 'courtside-loader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function gameTables(): Promise<WarehouseDb> {
  const db = await openDb(':memory:', { threads: 2 });
  for (const table of GAME_TABLES) await db.run(createTableSql(tableDef(table)));
  await createTeamStage(db);
  return db;
}

const rowsOf = async (db: WarehouseDb, table: string): Promise<string> =>
  JSON.stringify(await db.all(`SELECT * FROM ${table} ORDER BY rowid`));

const threadsOf = async (db: WarehouseDb): Promise<unknown> =>
  (await db.all("SELECT current_setting('threads') AS threads"))[0]?.['threads'];

describe('GameRowsLoader', () => {
  it('stores what the appenders store, row for row and in order', async () => {
    const games = testLeagueGames(12, { teams: 6, seed: 3 }).map((spec) => {
      const game = simulateGame(spec);
      return { game, facts: deriveGame(game, { division: spec.division }) };
    });
    const [appended, loaded] = [await gameTables(), await gameTables()];
    try {
      const appender = await GameWriter.open(appended, 38409);
      const csv = GameWriter.csv(38409);
      const loader = new GameRowsLoader(loaded, { rowGroupRows: 300 });
      for (const [index, { game, facts }] of games.entries()) {
        appender.write(game, facts);
        csv.write(game, facts);
        if (index % 5 === 4) loader.add(csv.writePart(dir, `p${index}`));
      }
      loader.add(csv.writePart(dir, 'last'));
      appender.close();
      await loader.finish();
      // The background inserts ran on one thread; the connection has its two back.
      expect(await threadsOf(loaded)).toBe(2);
      for (const table of WRITTEN_TABLES) {
        expect(await rowsOf(loaded, table), table).toBe(await rowsOf(appended, table));
      }
      const events = await loaded.all('SELECT count(*) AS n FROM events');
      expect(events[0]?.['n']).toBe(games.reduce((sum, g) => sum + g.game.events.length, 0));
      // Every part file is gone once its rows are in.
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      appended.close();
      loaded.close();
    }
  }, 60_000);

  it('leaves the thread setting alone when everything is inserted at the end', async () => {
    const db = await gameTables();
    try {
      const csv = GameWriter.csv(38409);
      const spec = testLeagueGames(1, { teams: 2, seed: 5 })[0];
      if (!spec) throw new Error('no game');
      const game = simulateGame(spec);
      csv.write(game, deriveGame(game));
      const loader = new GameRowsLoader(db);
      loader.add(csv.writePart(dir, 'one'));
      await loader.finish();
      expect(await threadsOf(db)).toBe(2);
      const events = await db.all('SELECT count(*) AS n FROM events');
      expect(events[0]?.['n']).toBe(game.events.length);
    } finally {
      db.close();
    }
  });

  it('fails the load, naming the problem, when a part does not read as its table', async () => {
    const db = await gameTables();
    try {
      const loader = new GameRowsLoader(db, { rowGroupRows: 1 });
      const path = join(dir, 'broken.runs.csv');
      writeFileSync(path, '1,2,home\n');
      const rows = Object.fromEntries(WRITTEN_TABLES.map((t) => [t, t === 'runs' ? 1 : 0]));
      loader.add({
        files: { runs: path },
        rows: rows as Record<(typeof WRITTEN_TABLES)[number], number>,
      });
      await expect(loader.finish()).rejects.toThrow(/runs|column|CSV/i);
      expect(existsSync(path)).toBe(false);
    } finally {
      db.close();
    }
  });
});
