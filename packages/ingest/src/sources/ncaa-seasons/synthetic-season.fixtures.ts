/**
 * Test support: a small made-up season written as the four required parquet files
 * (`<root>/{mbb,wbb}/seasons/ncaa_*_{schedule,team_box,team_ids,team_rosters}_<season>.parquet`)
 * in the published column names and types, into a folder the caller owns (a temp dir). Each game
 * lists its own score and box minutes; box rows carry a team id only where team_ids has the
 * exact name, so every other name must be resolved (or not) by the ingest itself.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Gender } from '@courtside/contract';
import { openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { GENDER_CODE, seasonFileName } from './datasets';
import type { Dataset } from './datasets';

export type Cell = string | number | boolean | null;

export interface SyntheticTeam {
  readonly name: string;
  readonly id: number;
  readonly conference: string;
}

export interface SyntheticGame {
  readonly id: number;
  /** yyyy-mm-dd. */
  readonly date: string;
  readonly home: string;
  readonly away: string;
  readonly homePts: number;
  readonly awayPts: number;
  /** The box's `mins` (the publisher's time of possession); 39.8 by default. */
  readonly mins?: number;
  /** Value of the schedule's neutral-site column, when the season has one. */
  readonly neutral?: Cell;
}

export interface SyntheticSeason {
  readonly gender: Gender;
  readonly season: number;
  readonly teams: readonly SyntheticTeam[];
  readonly games: readonly SyntheticGame[];
  /** The schedule's neutral-site column: its name and DuckDB type; none when omitted. */
  readonly neutralColumn?: { readonly name: string; readonly type: string };
}

const literal = (value: Cell): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return String(value);
};

async function writeParquet(
  db: WarehouseDb,
  path: string,
  columns: ReadonlyArray<readonly [string, string]>,
  rows: ReadonlyArray<readonly Cell[]>,
): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const casts = columns.map(([name, type]) => `CAST("${name}" AS ${type}) AS "${name}"`).join(', ');
  const values = rows.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');
  // Test data only: every value goes through `literal`.
  await db.run(
    `COPY (SELECT ${casts} FROM (VALUES ${values}) AS t(${names})) TO $1 (FORMAT parquet)`,
    [path],
  );
}

const usDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A box line scoring `pts`: 6 threes, 10 or 11 free throws, the rest twos from 58 attempts. */
function boxStats(pts: number): number[] {
  const ftm = pts % 2 === 0 ? 10 : 11;
  const fgm = (pts - 18 - ftm) / 2 + 6;
  return [pts, fgm, 58, 6, 18, ftm, 15, 9, 25, 13, 3, 12];
}
const BOX_COLUMNS = [
  'pts',
  'fgm',
  'fga',
  'tpm',
  'tpa',
  'ftm',
  'fta',
  'orb',
  'drb',
  'ast',
  'blk',
  'to',
];

/** Writes the season's four files; returns the folder to pass as `--from`. */
export async function writeSyntheticSeason(root: string, spec: SyntheticSeason): Promise<string> {
  const seasons = join(root, GENDER_CODE[spec.gender], 'seasons');
  mkdirSync(seasons, { recursive: true });
  const path = (dataset: Dataset): string =>
    join(seasons, seasonFileName(spec.gender, dataset, spec.season));
  const idOf = new Map(spec.teams.map((team) => [team.name, team.id]));
  const db = await openDb(':memory:');
  try {
    const neutral = spec.neutralColumn;
    await writeParquet(
      db,
      path('schedule'),
      [
        ['contest_id', 'VARCHAR'],
        ['game_date', 'VARCHAR'],
        ['home', 'VARCHAR'],
        ['away', 'VARCHAR'],
        ['home_score', 'BIGINT'],
        ['away_score', 'BIGINT'],
        ['season', 'BIGINT'],
        ...(neutral ? [[neutral.name, neutral.type] as const] : []),
      ],
      spec.games.map((g) => [
        String(g.id),
        usDate(g.date),
        g.home,
        g.away,
        g.homePts,
        g.awayPts,
        spec.season,
        ...(neutral ? [g.neutral ?? null] : []),
      ]),
    );
    await writeParquet(
      db,
      path('team_box'),
      [
        ['contest_id', 'VARCHAR'],
        ['home', 'VARCHAR'],
        ['away', 'VARCHAR'],
        ['team', 'VARCHAR'],
        ['mins', 'DOUBLE'],
        ...BOX_COLUMNS.map((name) => [name, 'DOUBLE'] as const),
        ['team_ncaa_team_id', 'VARCHAR'],
        ['season', 'BIGINT'],
      ],
      spec.games.flatMap((g) =>
        (
          [
            [g.home, g.homePts],
            [g.away, g.awayPts],
          ] as const
        ).map(([team, pts]) => [
          String(g.id),
          g.home,
          g.away,
          team,
          g.mins ?? 39.8,
          ...boxStats(pts),
          idOf.has(team) ? String(idOf.get(team)) : null,
          spec.season,
        ]),
      ),
    );
    await writeParquet(
      db,
      path('team_ids'),
      [
        ['team', 'VARCHAR'],
        ['conference', 'VARCHAR'],
        ['id', 'VARCHAR'],
        ['season', 'BIGINT'],
      ],
      spec.teams.map((t) => [t.name, t.conference, String(t.id), spec.season]),
    );
    await writeParquet(
      db,
      path('team_rosters'),
      [
        ['season', 'BIGINT'],
        ['team_id', 'VARCHAR'],
        ['player_id', 'VARCHAR'],
        ['player', 'VARCHAR'],
        ['clean_name', 'VARCHAR'],
        ['jersey', 'VARCHAR'],
        ['class', 'VARCHAR'],
        ['position', 'VARCHAR'],
        ['height', 'VARCHAR'],
        ['ht_inches', 'BIGINT'],
        ['hometown', 'VARCHAR'],
      ],
      spec.teams.map((t, i) => [
        spec.season,
        String(t.id),
        String(900_000 + i),
        `PLAYER.${i}`,
        `Player ${i}`,
        '1',
        'Jr.',
        'G',
        '6-3',
        75,
        'Somewhere, ST',
      ]),
    );
  } finally {
    db.close();
  }
  return root;
}
