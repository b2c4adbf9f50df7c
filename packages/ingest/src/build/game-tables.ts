/**
 * The tables a GameWriter fills: the schema's per-game fact tables, and a staging table of the
 * play-by-play team lines that replace the box rows of team_games in one statement at the end
 * (pbp-merge.ts, and game-rows.ts for the demo).
 */
import type { Column, WarehouseDb } from '@courtside/warehouse';
import { col, COUNT_COLUMNS, PBP_EXTRAS, tableDef } from '@courtside/warehouse';

/** A plain table (appenders need one), dropped once its rows are merged into team_games. */
export const PBP_TEAM_STAGE = 'stage_pbp_team_games';
/** The stage's stat columns, own then opponent's: the team_games columns they replace. */
export const TEAM_STAGE_STATS = [
  ...COUNT_COLUMNS,
  ...COUNT_COLUMNS.map((s) => `opp_${s}`),
  ...PBP_EXTRAS,
  ...PBP_EXTRAS.map((s) => `opp_${s}`),
];

const TEAM_STAGE_COLUMNS: readonly Column[] = [
  col('game_id', 'INTEGER'),
  col('side', 'VARCHAR'),
  col('poss', 'DOUBLE'),
  col('minutes', 'DOUBLE'),
  col('periods', 'INTEGER'),
  col('neutral', 'BOOLEAN'),
  col('home_score', 'INTEGER'),
  col('away_score', 'INTEGER'),
  ...TEAM_STAGE_STATS.map((s) => col(s, 'INTEGER')),
];

/** The schema tables a game writes to. */
export const GAME_TABLES = [
  'events',
  'shots',
  'stints',
  'possessions',
  'runs',
  'player_games',
  'team_game_splits',
  'game_players',
] as const;

/** Every table a GameWriter fills, in the order it writes them. */
export const WRITTEN_TABLES = [...GAME_TABLES, PBP_TEAM_STAGE] as const;
export type WrittenTable = (typeof WRITTEN_TABLES)[number];

/** The columns of a written table, in order. */
export function writtenColumns(table: WrittenTable): readonly Column[] {
  return table === PBP_TEAM_STAGE ? TEAM_STAGE_COLUMNS : tableDef(table).columns;
}

/** Staging table of the play-by-play team lines (split 'game'), one row per side. */
export async function createTeamStage(db: WarehouseDb): Promise<void> {
  const columns = TEAM_STAGE_COLUMNS.map((c) => `${c.name} ${c.type}`).join(', ');
  await db.run(`CREATE OR REPLACE TABLE ${PBP_TEAM_STAGE} (${columns})`);
}
