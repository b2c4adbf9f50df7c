/**
 * The warehouse schema. SCHEMA_VERSION changes whenever a table or column changes; a build only
 * copies another competition's rows forward from a served file of the same version.
 */
import { createHash } from 'node:crypto';
import type { WarehouseDb } from '../db/connection';
import {
  LINEUPS,
  PLAYER_AGGREGATES,
  PLAYER_SEASON_DOCS,
  TEAM_AGGREGATES,
  TEAM_SCOPE_DOCS,
  TEAM_PERIOD_DOCS,
} from './aggregates';
import {
  COMPETITIONS,
  CONFERENCES,
  DEFECTS,
  GAMES,
  GAME_PLAYERS,
  INGESTS,
  META,
  PLAYERS,
  TEAMS,
} from './core';
import { createTableSql, tableLayout } from './define';
import { DRAFTS, DRAFT_MODELS, DRAFT_PICKS, DRAFT_PROSPECTS } from './drafts';
import { FEATURED_PLAYERS } from './featured';
import { GAME_FLOWS } from './game-flows';
import { NIL_DEALS, NIL_MODELS } from './nil-deals';
import type { TableDef } from './define';
import {
  ATTEMPTS,
  DECIDING_SHOTS,
  EVENTS,
  PLAYER_GAMES,
  POSSESSIONS,
  RUNS,
  SHOTS,
  STINTS,
  TEAM_GAMES,
  TEAM_GAME_SPLITS,
} from './facts';
import {
  LEAGUE_RATINGS,
  PERCENTILES,
  PLAYER_RATINGS,
  RANKINGS,
  RAPM,
  TEAM_RATINGS,
} from './ratings';
import { TOURNAMENT_GAMES, TOURNAMENT_TEAMS } from './tournaments';
import { TRANSFERS } from './transfers';
import { UNIT_GAMES, UNIT_SEASONS } from './unit-games';
import { ZONE_TALLIES } from './zone-tallies';

export const TABLES: readonly TableDef[] = [
  META,
  INGESTS,
  COMPETITIONS,
  CONFERENCES,
  TEAMS,
  PLAYERS,
  GAMES,
  GAME_PLAYERS,
  DEFECTS,
  EVENTS,
  SHOTS,
  DECIDING_SHOTS,
  ATTEMPTS,
  STINTS,
  POSSESSIONS,
  RUNS,
  GAME_FLOWS,
  PLAYER_GAMES,
  TEAM_GAMES,
  TEAM_GAME_SPLITS,
  TEAM_AGGREGATES,
  TEAM_SCOPE_DOCS,
  TEAM_PERIOD_DOCS,
  ZONE_TALLIES,
  PLAYER_AGGREGATES,
  PLAYER_SEASON_DOCS,
  LINEUPS,
  UNIT_GAMES,
  UNIT_SEASONS,
  TEAM_RATINGS,
  LEAGUE_RATINGS,
  PLAYER_RATINGS,
  RAPM,
  RANKINGS,
  PERCENTILES,
  TOURNAMENT_TEAMS,
  TOURNAMENT_GAMES,
  TRANSFERS,
  DRAFTS,
  DRAFT_PICKS,
  DRAFT_PROSPECTS,
  DRAFT_MODELS,
  FEATURED_PLAYERS,
  NIL_DEALS,
  NIL_MODELS,
];

export const TABLE_NAMES: readonly string[] = TABLES.map((table) => table.name);

/**
 * `1.<8 hex>`: the hash of every table's layout (its DDL and the fields of the JSON documents it
 * stores), so any change to a table, a column or a stored document's fields changes the version
 * by itself and a build never copies rows forward between different layouts.
 */
export const SCHEMA_VERSION = `1.${createHash('sha256')
  .update(TABLES.map(tableLayout).join(';\n'))
  .digest('hex')
  .slice(0, 8)}`;

export function tableDef(name: string): TableDef {
  const table = TABLES.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`No table ${name}`);
  return table;
}

export async function createSchema(db: WarehouseDb): Promise<void> {
  for (const table of TABLES) await db.run(createTableSql(table));
}

export type { TableDef } from './define';
