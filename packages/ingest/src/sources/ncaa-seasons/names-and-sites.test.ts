/**
 * Team names, neutral sites and overtimes end to end, on a small made-up season written as
 * parquet files in a temp folder (synthetic-season.fixtures.ts): a team_ids that says
 * "LIU Brooklyn" where the schedule says "LIU", a Division I-size opponent team_ids lacks, two
 * ordinary opponents outside Division I, two conference tournaments, an NCAA and an NIT
 * bracket, a schedule column flagging neutral sites both ways; then bad neutral-site columns.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num, openDb, str, warehouseDataVersion } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { runIngest } from '../../cli/run-ingest';
import { tempDir } from '../../testing/real-data';
import type { IngestSummary } from './summary';
import { writeSyntheticSeason } from './synthetic-season.fixtures';
import type { Cell, SyntheticGame, SyntheticSeason } from './synthetic-season.fixtures';

const MEN = 38409;
const A = ['A1', 'A2', 'A3', 'A4'];
const B = ['B1', 'B2', 'B3', 'B4'];

const day = (start: string, offset: number): string =>
  new Date(Date.parse(`${start}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** The season; `neutral` fills the schedule's neutral_site column of games 1 and 2. */
function spec(neutral: { type: string; yes: Cell; no: Cell } | null): SyntheticSeason {
  const games: SyntheticGame[] = [];
  const add = (date: string, home: string, away: string, more: Partial<SyntheticGame> = {}) =>
    games.push({ id: 1000 + games.length, date, home, away, homePts: 75, awayPts: 65, ...more });
  // Game 1000, in November: played at a neutral site, which only the schedule's column knows.
  add('2024-11-04', 'A1', 'B4', { neutral: neutral?.yes ?? null });
  A.forEach((a, i) => B.forEach((b, j) => add(day('2024-11-06', 4 * i + j), a, b)));
  [...A, ...B].forEach((team, i) => add(day('2024-12-01', i), team, 'LIU'));
  [...A, ...B, 'A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'A1', 'B1'].forEach((team, i) =>
    add(day('2024-11-20', i), team, 'Mystery St.'),
  );
  add('2024-12-20', 'A1', 'Tiny College');
  add('2024-12-21', 'B1', 'Tiny College');
  add('2024-12-22', 'A2', 'Small U.', { mins: 42.9 }); // an overtime in the box minutes
  for (const conference of [A, B]) {
    let round = 0;
    for (const home of conference) {
      for (const away of conference) {
        if (home !== away) add(day('2025-02-10', 2 * round++), home, away);
      }
    }
  }
  const [a1, a2, a3, a4] = A as [string, string, string, string];
  const [b1, b2, b3, b4] = B as [string, string, string, string];
  add('2025-03-07', a1, a4);
  add('2025-03-07', a2, a3, { neutral: neutral?.no ?? null }); // on campus, says the schedule
  add('2025-03-08', a1, a2); // Alpha final: A1 champion
  add('2025-03-09', b1, b4);
  add('2025-03-09', b2, b3);
  add('2025-03-11', b1, b2); // Beta final: B1 champion
  add('2025-03-20', a1, b2); // NCAA tournament
  add('2025-03-21', b1, a2);
  add('2025-03-29', a1, b1);
  add('2025-03-19', a3, b3); // NIT, on campus
  add('2025-03-19', b4, a4);
  add('2025-03-22', a3, b4);
  return {
    gender: 'MALE',
    season: 2025,
    teams: [
      ...A.map((name, i) => ({ name, id: 101 + i, conference: 'Alpha' })),
      ...B.map((name, i) => ({ name, id: 201 + i, conference: 'Beta' })),
      { name: 'LIU Brooklyn', id: 301, conference: 'NEC' },
    ],
    games,
    ...(neutral ? { neutralColumn: { name: 'neutral_site', type: neutral.type } } : {}),
  };
}

/** Writes the made-up season into `sourcePath` and ingests the men's 2025 from it. */
async function ingestSynthetic(
  season: SyntheticSeason,
  sourcePath: string,
  dataPath: string,
): Promise<{ code: number; out: string[]; err: string[] }> {
  await writeSyntheticSeason(sourcePath, season);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runIngest(
    ['ncaa', '--gender', 'men', '--season', '2025', '--data-dir', dataPath, '--from', sourcePath],
    {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      progress: { write: () => true },
      env: {},
    },
  );
  return { code, out, err };
}

describe('ingest: team names, neutral sites and overtimes on a made-up season', () => {
  const data = tempDir('names-sites-data');
  const source = tempDir('names-sites-src');
  let out: string[] = [];
  let db: WarehouseDb;
  let summary: IngestSummary;

  async function ingest(season: SyntheticSeason): Promise<{ code: number; err: string[] }> {
    const result = await ingestSynthetic(season, source.path, data.path);
    out = result.out;
    return result;
  }

  const value = async (sql: string): Promise<number> => {
    const rows = await db.all(sql);
    return rows[0] ? num(rows[0], 'n') : Number.NaN;
  };

  beforeAll(async () => {
    const result = await ingest(spec({ type: 'VARCHAR', yes: 'Yes', no: 'no' }));
    expect(result.err.filter((line) => line.startsWith('ingest: '))).toEqual([]);
    expect(result.code).toBe(0);
    db = await openDb(join(data.path, 'warehouse.duckdb'), { readOnly: true });
    const rows = await db.all('SELECT summary FROM ingests WHERE competition_id = $1', [MEN]);
    summary = JSON.parse(str(rows[0] ?? {}, 'summary')) as IngestSummary;
  }, 60_000);
  afterAll(() => {
    db?.close();
    data.remove();
    source.remove();
  });

  it('gives the schedule’s LIU the id of team_ids’ LIU Brooklyn, by alias', async () => {
    expect(await value('SELECT count(*) AS n FROM team_games WHERE team_id = 301')).toBe(8);
    expect(
      await value("SELECT count(*) AS n FROM games WHERE away_name = 'LIU' AND away_team_id = 301"),
    ).toBe(8);
    expect(await value('SELECT games AS n FROM teams WHERE team_id = 301')).toBe(8);
    expect(await value('SELECT games AS n FROM team_ratings WHERE team_id = 301')).toBe(8);
    const alias = await db.all("SELECT team_name, detail FROM defects WHERE kind = 'team_alias'");
    expect(alias).toEqual([
      {
        team_name: 'LIU',
        detail: 'schedule name "LIU" mapped to "LIU Brooklyn" (team id 301, by alias)',
      },
    ]);
  });

  it('reports every unresolved name with its games, the Division I-size one apart', async () => {
    expect(summary.unresolvedTeams).toEqual({
      minGames: 18,
      divisionISchedule: { names: 1, games: 18, list: [{ name: 'Mystery St.', games: 18 }] },
      outsideDivisionI: {
        names: 2,
        games: 3,
        list: [
          { name: 'Tiny College', games: 2 },
          { name: 'Small U.', games: 1 },
        ],
      },
    });
    const text = out.join('\n');
    expect(text).toContain('team names without a team id: 3 names in 21 team-games');
    expect(text).toMatch(/WARNING: 1 name\(s\) without a team id play a Division I-size schedule/);
    expect(text).toContain('      Mystery St. (18)');
    expect(text).toContain('opponents outside Division I: 2 names, 3 games');
    expect(text).toContain('    Tiny College (2), Small U. (1)');
    const unknown = await db.all(
      "SELECT team_name, detail FROM defects WHERE kind = 'unknown_team' ORDER BY team_name",
    );
    expect(unknown.map((row) => row['team_name'])).toEqual([
      'Mystery St.',
      'Small U.',
      'Tiny College',
    ]);
    expect(String(unknown[0]?.['detail'])).toMatch(/18 games\): a Division I-size schedule/);
  });

  it('flags neutral sites by the schedule column, conference tournaments and the NCAA bracket', async () => {
    expect(summary.neutralSites).toEqual({
      games: 9,
      schedule: 1,
      conferenceTournament: 5,
      nationalTournament: 3,
      scheduleColumn: 'neutral_site',
      nationalBracket: { teams: 4, games: 3 },
    });
    const neutral = await db.all(
      "SELECT strftime(game_date, '%m-%d') AS d, home_name || '-' || away_name AS g FROM games WHERE neutral ORDER BY 1, 2",
    );
    expect(neutral.map((row) => `${str(row, 'd')} ${str(row, 'g')}`)).toEqual([
      '03-07 A1-A4',
      '03-08 A1-A2',
      '03-09 B1-B4',
      '03-09 B2-B3',
      '03-11 B1-B2',
      '03-20 A1-B2',
      '03-21 B1-A2',
      '03-29 A1-B1',
      '11-04 A1-B4',
    ]);
    expect(out.join('\n')).toContain(
      "neutral sites: 9 games — 5 conference tournament, 3 national tournament (bracket of 4 teams, 3 games), 1 by the schedule's neutral_site column",
    );
  });

  it('makes a neutral game neutral for both teams, keeping the listing as side', async () => {
    const rows = await db.all(
      `SELECT g.game_id, g.neutral, list(tg.site ORDER BY tg.side) AS sites,
         list(tg.side ORDER BY tg.side) AS sides
       FROM games g JOIN team_games tg USING (competition_id, game_id) GROUP BY 1, 2`,
    );
    for (const row of rows) {
      expect(row['sides']).toEqual(['away', 'home']);
      expect(row['sites']).toEqual(row['neutral'] ? ['neutral', 'neutral'] : ['away', 'home']);
    }
    expect(rows.filter((row) => row['neutral'] === true)).toHaveLength(9);
  });

  it('reads overtimes from the box minutes, the time of possession', async () => {
    expect(
      await value(
        "SELECT periods AS n FROM games WHERE home_name = 'A2' AND away_name = 'Small U.'",
      ),
    ).toBe(3);
    expect(
      await value(
        "SELECT min(minutes) AS n FROM team_games WHERE team_name = 'A2' AND opp_name = 'Small U.'",
      ),
    ).toBe(45);
    expect(await value('SELECT count(*) AS n FROM games WHERE periods <> 2')).toBe(1);
  });
});

describe('ingest: other neutral-site columns of the schedule', () => {
  const data = tempDir('neutral-column-data');
  const source = tempDir('neutral-column-src');
  afterAll(() => {
    data.remove();
    source.remove();
  });

  const ingest = (season: SyntheticSeason) => ingestSynthetic(season, source.path, data.path);

  async function servedVersion(): Promise<string> {
    const served = await openDb(join(data.path, 'warehouse.duckdb'), { readOnly: true });
    try {
      return await warehouseDataVersion(served);
    } finally {
      served.close();
    }
  }

  it('reads a boolean column alike', async () => {
    const result = await ingest(spec({ type: 'BOOLEAN', yes: true, no: false }));
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain(
      "neutral sites: 9 games — 5 conference tournament, 3 national tournament (bracket of 4 teams, 3 games), 1 by the schedule's neutral_site column",
    );
  }, 60_000);

  it.each([
    [
      'a value that is not yes or no',
      { type: 'VARCHAR', yes: 'maybe', no: '' },
      /neutral_site is not a yes\/no value in 1 row\(s\), e\.g\. "maybe"/,
    ],
    [
      'a number other than 0 or 1',
      { type: 'BIGINT', yes: 2, no: 0 },
      /neutral_site is not a yes\/no value in 1 row\(s\), e\.g\. "2"/,
    ],
    [
      'a column of dates',
      { type: 'DATE', yes: '2024-11-04', no: null },
      /column neutral_site is DATE; a neutral-site column must be boolean, 0\/1 or yes\/no text/,
    ],
  ] as const)(
    'refuses %s, leaving the served warehouse as it was',
    async (_label, column, message) => {
      const before = await servedVersion();
      const result = await ingest(spec(column));
      expect(result.code).toBe(1);
      const refused = result.err.filter((line) => line.startsWith('ingest: '));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatch(/^ingest: ncaa_mbb_schedule_2025\.parquet: /);
      expect(refused[0]).toMatch(message);
      expect(await servedVersion()).toBe(before);
    },
    60_000,
  );
});
