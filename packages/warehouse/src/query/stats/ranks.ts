/**
 * Rankings and percentiles as stored by the build (METHODS §8), with the names and teams a
 * table shows beside them, a team's rank within its conference (computed here over the same
 * stored ranks), and the cutoff values of the percentile bands.
 */
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';

export interface RankFilter {
  competitionId: number;
  entity: 'team' | 'player';
  /** Team id (team entity) or player id (player entity). */
  entityId?: number | null;
  /** Team entity: that team; player entity: the team's players. */
  teamId?: number | null;
  conferenceId?: number | null;
  divisionId?: number | null;
  stats?: readonly string[] | null;
}

export interface RankRow {
  entity: 'team' | 'player';
  teamId: number | null;
  playerId: number | null;
  fullName: string | null;
  teamMarket: string | null;
  conferenceId: number | null;
  divisionId: number | null;
  scope: string;
  stat: string;
  value: number;
  rank: number;
  rankLabel: string;
  poolSize: number;
  /** Team entity: rank among the teams of its conference with a value (ties share the rank). */
  confRank: number | null;
  confPoolSize: number | null;
}

export async function statRanks(db: WarehouseDb, filter: RankFilter): Promise<RankRow[]> {
  const rows = await db.all(
    `WITH ranked AS (
       SELECT r.*,
         CASE WHEN r.entity = 'team' THEN r.entity_id ELSE pl.team_id END AS owner_team_id,
         pl.full_name
       FROM rankings r
       -- Players only for player ranks; a plain equality join keeps it a hash join.
       LEFT JOIN (SELECT player_id, team_id, full_name FROM players
                  WHERE competition_id = $competitionId AND $entity = 'player') pl
         ON pl.player_id = r.entity_id
       WHERE r.competition_id = $competitionId AND r.entity = $entity),
     placed AS (
       SELECT x.*, t.team_market, t.conference_id, t.division_id,
         CASE WHEN x.entity = 'team' AND t.conference_id IS NOT NULL THEN
           rank() OVER (PARTITION BY x.entity, x.scope, x.stat, t.conference_id ORDER BY x.rank) END AS conf_rank,
         CASE WHEN x.entity = 'team' AND t.conference_id IS NOT NULL THEN
           count(*) OVER (PARTITION BY x.entity, x.scope, x.stat, t.conference_id) END AS conf_pool
       FROM ranked x LEFT JOIN teams t ON t.competition_id = $competitionId AND t.team_id = x.owner_team_id)
     SELECT * FROM placed
     WHERE ($entityId::INTEGER IS NULL OR entity_id = $entityId::INTEGER)
       AND ($teamId::INTEGER IS NULL OR owner_team_id = $teamId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR conference_id = $conferenceId::INTEGER)
       AND ($divisionId::INTEGER IS NULL OR division_id = $divisionId::INTEGER)
       AND ($stats::VARCHAR IS NULL OR list_contains(string_split($stats, ','), stat))
     ORDER BY stat, rank, entity_id`,
    {
      competitionId: filter.competitionId,
      entity: filter.entity,
      entityId: filter.entityId ?? null,
      teamId: filter.teamId ?? null,
      conferenceId: filter.conferenceId ?? null,
      divisionId: filter.divisionId ?? null,
      stats: filter.stats && filter.stats.length > 0 ? filter.stats.join(',') : null,
    },
  );
  return rows.map((row) => {
    const isTeam = str(row, 'entity') === 'team';
    return {
      entity: isTeam ? 'team' : 'player',
      teamId: numOrNull(row, 'owner_team_id'),
      playerId: isTeam ? null : num(row, 'entity_id'),
      fullName: strOrNull(row, 'full_name'),
      teamMarket: strOrNull(row, 'team_market'),
      conferenceId: numOrNull(row, 'conference_id'),
      divisionId: numOrNull(row, 'division_id'),
      scope: str(row, 'scope'),
      stat: str(row, 'stat'),
      value: num(row, 'value'),
      rank: num(row, 'rank'),
      rankLabel: str(row, 'label'),
      poolSize: num(row, 'pool_size'),
      confRank: numOrNull(row, 'conf_rank'),
      confPoolSize: numOrNull(row, 'conf_pool'),
    };
  });
}

export interface PercentileDetailRow {
  playerId: number;
  teamId: number | null;
  fullName: string | null;
  position: string | null;
  teamMarket: string | null;
  pool: string;
  stat: string;
  value: number;
  percentile: number;
  poolSize: number;
}

export async function playerPercentiles(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    playerId?: number | null;
    teamId?: number | null;
    pools?: readonly string[] | null;
    stats?: readonly string[] | null;
  },
): Promise<PercentileDetailRow[]> {
  const rows = await db.all(
    `SELECT pc.*, pl.team_id, pl.full_name, pl.position, t.team_market
     FROM percentiles pc
     LEFT JOIN players pl ON pl.competition_id = pc.competition_id AND pl.player_id = pc.entity_id
     LEFT JOIN teams t ON t.competition_id = pc.competition_id AND t.team_id = pl.team_id
     WHERE pc.competition_id = $competitionId AND pc.entity = 'player'
       AND ($playerId::INTEGER IS NULL OR pc.entity_id = $playerId::INTEGER)
       AND ($teamId::INTEGER IS NULL OR pl.team_id = $teamId::INTEGER)
       AND ($pools::VARCHAR IS NULL OR list_contains(string_split($pools, ','), pc.pool))
       AND ($stats::VARCHAR IS NULL OR list_contains(string_split($stats, ','), pc.stat))
     ORDER BY t.team_market, pl.full_name, pc.entity_id, pc.stat, pc.pool`,
    {
      competitionId: filter.competitionId,
      playerId: filter.playerId ?? null,
      teamId: filter.teamId ?? null,
      pools: filter.pools && filter.pools.length > 0 ? filter.pools.join(',') : null,
      stats: filter.stats && filter.stats.length > 0 ? filter.stats.join(',') : null,
    },
  );
  return rows.map((row) => ({
    playerId: num(row, 'entity_id'),
    teamId: numOrNull(row, 'team_id'),
    fullName: strOrNull(row, 'full_name'),
    position: strOrNull(row, 'position'),
    teamMarket: strOrNull(row, 'team_market'),
    pool: str(row, 'pool'),
    stat: str(row, 'stat'),
    value: num(row, 'value'),
    percentile: num(row, 'percentile'),
    poolSize: num(row, 'pool_size'),
  }));
}

/** Percentile bands whose cutoff values pctile-cutoffs reports. */
export const CUTOFF_PERCENTILES = [10, 25, 50, 75, 90] as const;

export interface CutoffRow {
  entity: 'team' | 'player';
  pool: string;
  stat: string;
  higherIsBetter: boolean;
  /** Values the entities of the pool hold (qualified players; ranked teams). */
  poolSize: number;
  /** Value at or beyond which an entity is at the band's percentile ("better" direction). */
  cutoffs: Record<(typeof CUTOFF_PERCENTILES)[number], number>;
}

/**
 * Cutoffs by linear interpolation between the stored values of the pool: for a stat where
 * higher is better the p-th percentile cutoff is the p-quantile; where lower is better (the
 * build ranks it ascending) it is the (1 − p)-quantile. Team pools are the ranked teams of the
 * division (one pool, 'overall'); player pools are the stored percentile pools.
 */
export async function percentileCutoffs(
  db: WarehouseDb,
  filter: { competitionId: number; entity?: 'team' | 'player' | null },
): Promise<CutoffRow[]> {
  const quantiles = CUTOFF_PERCENTILES.map((p) => p / 100).join(', ');
  const rows = await db.all(
    `WITH team_values AS (
       SELECT 'team' AS entity, 'overall' AS pool, stat, value,
         -- Rank 1 is best: the best value is the largest when higher is better.
         arg_min(value, rank) OVER (PARTITION BY stat) >= arg_max(value, rank) OVER (PARTITION BY stat) AS higher
       FROM rankings WHERE competition_id = $competitionId AND entity = 'team'),
     player_values AS (
       SELECT 'player' AS entity, pool, stat, value,
         arg_max(value, percentile) OVER (PARTITION BY pool, stat) >= arg_min(value, percentile) OVER (PARTITION BY pool, stat) AS higher
       FROM percentiles WHERE competition_id = $competitionId AND entity = 'player'),
     all_values AS (SELECT * FROM team_values UNION ALL SELECT * FROM player_values)
     SELECT entity, pool, stat, bool_and(higher) AS higher, count(*)::INTEGER AS pool_size,
       quantile_cont(value, [${quantiles}]) AS q
     FROM all_values WHERE $entity::VARCHAR IS NULL OR entity = $entity::VARCHAR
     GROUP BY entity, pool, stat ORDER BY entity DESC, stat, pool`,
    { competitionId: filter.competitionId, entity: filter.entity ?? null },
  );
  return rows.map((row) => {
    const q = row['q'];
    if (!Array.isArray(q) || q.length !== CUTOFF_PERCENTILES.length)
      throw new TypeError('Column "q" is not a list of quantiles');
    const higher = row['higher'] === true;
    const values = q.map((v) => (typeof v === 'number' ? v : Number.NaN));
    const cutoffs = Object.fromEntries(
      CUTOFF_PERCENTILES.map((p, i) => [
        p,
        higher ? values[i] : values[CUTOFF_PERCENTILES.length - 1 - i],
      ]),
    ) as CutoffRow['cutoffs'];
    return {
      entity: str(row, 'entity') === 'team' ? 'team' : 'player',
      pool: str(row, 'pool'),
      stat: str(row, 'stat'),
      higherIsBetter: higher,
      poolSize: num(row, 'pool_size'),
      cutoffs,
    };
  });
}
