/**
 * Test support for the stats endpoints: the real 2024-25 warehouse (men's full season of box
 * scores, women's with two play-by-play games), a runner that calls a handler as the router
 * would and parses every row with the endpoint's zod schema (so a missing or mistyped field
 * fails the test), and the independent answers the tests check against: the real season files
 * (read with DuckDB's read_parquet, bound as a parameter) and the real game bundles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataConfig } from '@courtside/contract';
import type { Row, WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { expect } from 'vitest';
import type { DataCaller, DataEndpoint } from '../../../endpoint';
import { DataInputError } from '../../../endpoint';
import { callEndpoint, callSerialized } from '../../../testing/call-endpoint';
import type { TestWarehouse } from '../../../testing/real-warehouse';
import { BOTH_GENDERS, NCAA_DATA, buildTestWarehouse } from '../../../testing/real-warehouse';

export const MEN = 38409;
export const WOMEN = 38529;
/** Men 2024-25. */
export const DUKE = 590616;
/** Women 2024-25: Notre Dame 80, Texas 70 (OT) is one of the two play-by-play games. */
export const NOTRE_DAME = 591997;
export const TEXAS_W = 592007;
export const ND_TEXAS_GAME = 5728709;
export const HIDALGO = 8725659;

const CALLER: DataCaller = { tier: 3, isAdmin: false, teamId: null, gender: null };
export const UPDATED = '2026-11-21T00:00:00.000Z';

export interface StatsWarehouse {
  readonly db: WarehouseDb;
  close(): void;
}

export async function openStatsWarehouse(): Promise<StatsWarehouse> {
  const warehouse: TestWarehouse = await buildTestWarehouse(BOTH_GENDERS);
  const db = await openWarehouseReadOnly(join(warehouse.dataDir, 'warehouse.duckdb'));
  return {
    db,
    close() {
      db.close();
      warehouse.remove();
    },
  };
}

/** The endpoint's already-serialized answer as text, as the router asks for it (null: none). */
export async function runSerialized(
  endpoint: DataEndpoint,
  db: WarehouseDb,
  config: DataConfig,
): Promise<string | null> {
  const bytes = await callSerialized(endpoint, { config, caller: CALLER, db, updated: UPDATED });
  if (bytes === undefined) throw new Error(`${endpoint.name} serializes nothing`);
  return bytes === null ? null : bytes.toString('utf8');
}

/** The handler's rows, each checked against the endpoint's row schema. */
export async function runEndpoint<Row extends object>(
  endpoint: DataEndpoint<Row>,
  db: WarehouseDb,
  config: DataConfig,
): Promise<Row[]> {
  const rows = await callEndpoint(endpoint, { config, caller: CALLER, db, updated: UPDATED });
  for (const row of rows) {
    const parsed = endpoint.row.safeParse(row);
    if (!parsed.success) {
      throw new Error(
        `${endpoint.name}: row ${JSON.stringify(row).slice(0, 300)} — ${parsed.error.message}`,
      );
    }
  }
  return [...rows];
}

/** The DataInputError a request ends in (the test fails if it answers instead). */
export async function inputErrorOf(
  endpoint: DataEndpoint,
  db: WarehouseDb,
  config: DataConfig,
): Promise<DataInputError> {
  try {
    await callEndpoint(endpoint, { config, caller: CALLER, db, updated: UPDATED });
  } catch (error) {
    expect(error).toBeInstanceOf(DataInputError);
    return error as DataInputError;
  }
  throw new Error(`${endpoint.name} answered ${JSON.stringify(config)} instead of refusing it`);
}

export const seasonFile = (code: 'mbb' | 'wbb', dataset: string): string =>
  join(NCAA_DATA, code, 'seasons', `ncaa_${code}_${dataset}_2025.parquet`);

/** A query over a real season file (`$file` is bound to its path). */
export function readSeasonFile(
  db: WarehouseDb,
  code: 'mbb' | 'wbb',
  dataset: string,
  sql: string,
  params: Readonly<Record<string, string | number>> = {},
): Promise<Row[]> {
  return db.all(sql, { ...params, file: seasonFile(code, dataset) });
}

export interface BundleEvent {
  period: number;
  clock: string;
  home_score: number;
  away_score: number;
  event_team: string | null;
}

export interface BundlePlayerLine {
  team: string;
  player: string;
  mins: number;
  pts: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
  orb: number;
  drb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
}

export interface Bundle {
  pbp: BundleEvent[];
  player_box: BundlePlayerLine[];
  possessions: Array<{ poss_team: string; pts: number }>;
}

export function readBundle(code: 'mbb' | 'wbb', gameId: number): Bundle {
  return JSON.parse(
    readFileSync(join(NCAA_DATA, code, 'games', `${gameId}.json`), 'utf8'),
  ) as Bundle;
}

export const numberOf = (row: Row | undefined, key: string): number => {
  const value = row?.[key];
  if (typeof value !== 'number') throw new Error(`no number "${key}" in ${JSON.stringify(row)}`);
  return value;
};
