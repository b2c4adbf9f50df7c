/**
 * What the API asks first: opening the served file read-only, its data version, the
 * competitions and conferences it holds, coverage and defects, ratings, rankings, percentiles.
 */
import { openDb } from '../db/connection';
import type { WarehouseDb } from '../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../db/values';

/** Opens a warehouse file for reading; many processes may hold it at once. */
export function openWarehouseReadOnly(path: string): Promise<WarehouseDb> {
  return openDb(path, { readOnly: true });
}

/** `2026-11-21T07:40:00Z-3fa2c91b` (see build/meta.ts). */
export async function warehouseDataVersion(db: WarehouseDb): Promise<string> {
  const rows = await db.all("SELECT value FROM meta WHERE key = 'data_version'");
  if (!rows[0]) throw new Error('The warehouse has no data_version');
  return str(rows[0], 'value');
}

export interface CompetitionRow {
  competitionId: number;
  gender: string;
  season: number;
  startYear: number;
  competitionName: string;
  shortLabel: string;
  games: number;
  coverage: { pbp: number; box: number; schedule: number };
  /** Where the competition's data came from: 'ncaa', 'demo' (simulated)… null if unrecorded. */
  source: string | null;
}

export async function competitions(db: WarehouseDb): Promise<CompetitionRow[]> {
  const rows = await db.all(
    `SELECT c.*, any_value(i.source) AS source, count(g.game_id) AS games,
       count(g.game_id) FILTER (WHERE g.coverage = 'pbp') AS pbp,
       count(g.game_id) FILTER (WHERE g.coverage = 'box') AS box,
       count(g.game_id) FILTER (WHERE g.coverage = 'schedule') AS schedule
     FROM competitions c LEFT JOIN games g USING (competition_id)
       LEFT JOIN ingests i USING (competition_id)
     GROUP BY ALL ORDER BY c.competition_id`,
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    gender: str(row, 'gender'),
    season: num(row, 'season'),
    startYear: num(row, 'start_year'),
    competitionName: str(row, 'label'),
    shortLabel: str(row, 'short_label'),
    games: num(row, 'games'),
    coverage: { pbp: num(row, 'pbp'), box: num(row, 'box'), schedule: num(row, 'schedule') },
    source: strOrNull(row, 'source'),
  }));
}

export interface ConferenceRow {
  conferenceId: number;
  conferenceLongName: string;
  conferenceShortName: string;
  conferenceAbb: string;
  divisionId: number;
}

/** Conferences, or those with a team in `competitionId`. */
export async function conferences(
  db: WarehouseDb,
  filter: { competitionId?: number | null } = {},
): Promise<ConferenceRow[]> {
  const rows = await db.all(
    `SELECT * FROM conferences c WHERE $competitionId::INTEGER IS NULL OR EXISTS (
       SELECT 1 FROM teams t WHERE t.competition_id = $competitionId::INTEGER AND t.conference_id = c.conference_id)
     ORDER BY conference_id`,
    { competitionId: filter.competitionId ?? null },
  );
  return rows.map((row) => ({
    conferenceId: num(row, 'conference_id'),
    conferenceLongName: str(row, 'long_name'),
    conferenceShortName: str(row, 'short_name'),
    conferenceAbb: str(row, 'abb'),
    divisionId: num(row, 'division_id'),
  }));
}

export interface DefectRow {
  kind: string;
  gameId: number | null;
  teamId: number | null;
  teamName: string | null;
  detail: string;
}

export async function defects(
  db: WarehouseDb,
  filter: { competitionId: number; kind?: string | null; gameId?: number | null },
): Promise<DefectRow[]> {
  const rows = await db.all(
    `SELECT * FROM defects WHERE competition_id = $competitionId
       AND ($kind::VARCHAR IS NULL OR kind = $kind::VARCHAR)
       AND ($gameId::INTEGER IS NULL OR game_id = $gameId::INTEGER)
     ORDER BY kind, game_id NULLS FIRST, team_name`,
    {
      competitionId: filter.competitionId,
      kind: filter.kind ?? null,
      gameId: filter.gameId ?? null,
    },
  );
  return rows.map((row) => ({
    kind: str(row, 'kind'),
    gameId: numOrNull(row, 'game_id'),
    teamId: numOrNull(row, 'team_id'),
    teamName: strOrNull(row, 'team_name'),
    detail: str(row, 'detail'),
  }));
}

export interface TeamRatingRow {
  teamId: number;
  games: number;
  wins: number;
  losses: number;
  pace: number;
  ortg: number;
  drtg: number;
  netRtg: number;
  ortgAdj: number;
  drtgAdj: number;
  netRtgAdj: number;
  paceAdj: number;
  barthag: number;
  sos: number | null;
  sosAdjEm: number | null;
  netRanking: number;
  netRankingLabel: string;
  quadrants: Array<{ quadrant: 1 | 2 | 3 | 4; wins: number; losses: number }>;
}

export async function teamRatings(
  db: WarehouseDb,
  filter: { competitionId: number; teamId?: number | null },
): Promise<TeamRatingRow[]> {
  const rows = await db.all(
    `SELECT * FROM team_ratings WHERE competition_id = $competitionId
       AND ($teamId::INTEGER IS NULL OR team_id = $teamId::INTEGER) ORDER BY net_rank, team_id`,
    { competitionId: filter.competitionId, teamId: filter.teamId ?? null },
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    games: num(row, 'games'),
    wins: num(row, 'wins'),
    losses: num(row, 'losses'),
    pace: num(row, 'pace'),
    ortg: num(row, 'ortg'),
    drtg: num(row, 'drtg'),
    netRtg: num(row, 'net_rtg'),
    ortgAdj: num(row, 'ortg_adj'),
    drtgAdj: num(row, 'drtg_adj'),
    netRtgAdj: num(row, 'net_rtg_adj'),
    paceAdj: num(row, 'pace_adj'),
    barthag: num(row, 'barthag'),
    sos: numOrNull(row, 'sos'),
    sosAdjEm: numOrNull(row, 'sos_adj_em'),
    netRanking: num(row, 'net_rank'),
    netRankingLabel: str(row, 'net_rank_label'),
    quadrants: ([1, 2, 3, 4] as const).map((quadrant) => ({
      quadrant,
      wins: numOrNull(row, `q${quadrant}_wins`) ?? 0,
      losses: numOrNull(row, `q${quadrant}_losses`) ?? 0,
    })),
  }));
}

export interface RankingRow {
  entity: string;
  entityId: number;
  scope: string;
  stat: string;
  value: number;
  rank: number;
  label: string;
  poolSize: number;
}

export async function rankings(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    entity: 'team' | 'player';
    stat?: string | null;
    entityId?: number | null;
  },
): Promise<RankingRow[]> {
  const rows = await db.all(
    `SELECT * FROM rankings WHERE competition_id = $competitionId AND entity = $entity
       AND ($stat::VARCHAR IS NULL OR stat = $stat::VARCHAR)
       AND ($entityId::INTEGER IS NULL OR entity_id = $entityId::INTEGER)
     ORDER BY stat, rank, entity_id`,
    {
      competitionId: filter.competitionId,
      entity: filter.entity,
      stat: filter.stat ?? null,
      entityId: filter.entityId ?? null,
    },
  );
  return rows.map((row) => ({
    entity: str(row, 'entity'),
    entityId: num(row, 'entity_id'),
    scope: str(row, 'scope'),
    stat: str(row, 'stat'),
    value: num(row, 'value'),
    rank: num(row, 'rank'),
    label: str(row, 'label'),
    poolSize: num(row, 'pool_size'),
  }));
}

export interface PercentileRow {
  entityId: number;
  pool: string;
  stat: string;
  value: number;
  percentile: number;
  poolSize: number;
}

export async function percentiles(
  db: WarehouseDb,
  filter: { competitionId: number; entityId?: number | null; pool?: string | null },
): Promise<PercentileRow[]> {
  const rows = await db.all(
    `SELECT * FROM percentiles WHERE competition_id = $competitionId AND entity = 'player'
       AND ($entityId::INTEGER IS NULL OR entity_id = $entityId::INTEGER)
       AND ($pool::VARCHAR IS NULL OR pool = $pool::VARCHAR)
     ORDER BY entity_id, stat, pool`,
    {
      competitionId: filter.competitionId,
      entityId: filter.entityId ?? null,
      pool: filter.pool ?? null,
    },
  );
  return rows.map((row) => ({
    entityId: num(row, 'entity_id'),
    pool: str(row, 'pool'),
    stat: str(row, 'stat'),
    value: num(row, 'value'),
    percentile: num(row, 'percentile'),
    poolSize: num(row, 'pool_size'),
  }));
}

/** Whether the warehouse holds a competition (the API answers 404 for one it lacks). */
export async function hasCompetition(db: WarehouseDb, competitionId: number): Promise<boolean> {
  const rows = await db.all(
    'SELECT count(*) > 0 AS present FROM competitions WHERE competition_id = $competitionId',
    { competitionId },
  );
  return rows[0] ? bool(rows[0], 'present') : false;
}
