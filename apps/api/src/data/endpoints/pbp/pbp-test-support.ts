/**
 * Test support of the pbp endpoints: the real 2024-25 warehouse (men: box scores only; women:
 * two play-by-play games), a way to call an endpoint's handler as the router would, and the
 * game bundles of the real files, read directly as the independent answer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataConfig } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { expect } from 'vitest';
import { z } from 'zod';
import type { DataCaller, DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { callEndpoint } from '../../testing/call-endpoint';
import type { TestWarehouse } from '../../testing/real-warehouse';
import { BOTH_GENDERS, NCAA_DATA, buildTestWarehouse } from '../../testing/real-warehouse';
import { familyEndpoints } from '../../registry';

export const MEN = 38409;
export const WOMEN = 38529;
/** Notre Dame 80, Texas 70 (one overtime) and South Carolina 92, Coppin St. 60. */
export const ND_TEXAS = 5728709;
export const SC_COPPIN = 5722355;
export const NOTRE_DAME = 591997;
export const TEXAS = 592007;
export const SOUTH_CAROLINA = 592003;
export const UPDATED = '2026-11-21T00:00:00.000Z';

const CALLER: DataCaller = { tier: 3, isAdmin: false, teamId: null, gender: null };

export function pbpEndpoint(name: string): DataEndpoint {
  const found = familyEndpoints.pbp.find((e) => e.name === name);
  if (found === undefined) throw new Error(`no pbp endpoint ${name}`);
  return found;
}

export interface PbpHarness {
  db: WarehouseDb;
  close(): void;
}

export async function openPbpHarness(): Promise<PbpHarness> {
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

/** Calls a handler and checks every row against the endpoint's own row schema. */
export async function callPbp(
  db: WarehouseDb,
  name: string,
  config: DataConfig,
): Promise<Array<Record<string, unknown>>> {
  const endpoint = pbpEndpoint(name);
  const rows = await callEndpoint(endpoint, { config, caller: CALLER, db, updated: UPDATED });
  z.array(endpoint.row).parse(rows);
  for (const row of rows) {
    expect(row).toHaveProperty('_id');
    expect(row).toHaveProperty('updated', UPDATED);
  }
  // Row ids are unique within an answer.
  const ids = rows.map((row) => (row as { _id: string })._id);
  expect(new Set(ids).size).toBe(ids.length);
  return rows as Array<Record<string, unknown>>;
}

/** The call must fail with a DataInputError naming `segment`. */
export async function expectInputError(
  db: WarehouseDb,
  name: string,
  config: DataConfig,
  segment: string,
): Promise<void> {
  const endpoint = pbpEndpoint(name);
  const error = await callEndpoint(endpoint, { config, caller: CALLER, db, updated: UPDATED }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataInputError);
  expect((error as DataInputError).segment).toBe(segment);
  expect((error as DataInputError).message).toContain(segment);
}

export interface BundleEvent {
  period: number;
  clock: string;
  game_seconds: number;
  home_score: number;
  away_score: number;
  event_team: string;
  event_description: string;
  player_1: string | null;
  player_2: string | null;
  event_type: string;
  event_result: string | null;
  shot_value: number | null;
}

export interface Bundle {
  pbp: BundleEvent[];
  shots: Array<{ team_id: string; shot_zone: string; made: boolean; point_value: number }>;
  team_box: Array<Record<string, number | string>>;
  player_box: Array<Record<string, number | string>>;
}

/** A women's game bundle of the real files (the play-by-play the warehouse was built from). */
export function readBundle(gameId: number): Bundle {
  return JSON.parse(
    readFileSync(join(NCAA_DATA, 'wbb', 'games', `${gameId}.json`), 'utf8'),
  ) as Bundle;
}

export const num = (row: Record<string, unknown>, key: string): number => {
  const value = row[key];
  if (typeof value !== 'number') throw new Error(`${key} is not a number: ${String(value)}`);
  return value;
};

export const sumOf = (rows: ReadonlyArray<Record<string, unknown>>, key: string): number =>
  rows.reduce((total, row) => total + num(row, key), 0);

/** A men's 2024-25 game the warehouse holds as a box score only. */
export async function boxOnlyGame(db: WarehouseDb): Promise<number> {
  const rows = await db.all(
    "SELECT game_id FROM games WHERE competition_id = $c AND coverage = 'box' ORDER BY game_id LIMIT 1",
    { c: MEN },
  );
  return num(rows[0] ?? {}, 'game_id');
}

/** The bundle's scoring plays in order: which side scored how many points. */
export function bundleScoring(
  bundle: Bundle,
): Array<{ side: 'home' | 'away'; points: number; period: number }> {
  const out: Array<{ side: 'home' | 'away'; points: number; period: number }> = [];
  let home = 0;
  let away = 0;
  for (const e of bundle.pbp) {
    if (e.home_score > home)
      out.push({ side: 'home', points: e.home_score - home, period: e.period });
    if (e.away_score > away)
      out.push({ side: 'away', points: e.away_score - away, period: e.period });
    home = e.home_score;
    away = e.away_score;
  }
  return out;
}
