/**
 * Player aggregates with what a stats table shows beside the sums: roster facts, team and
 * conference, the season models (PER and the box rating from player_ratings, RAPM) and whether
 * the player transferred in (his linked person played for another school the season before).
 *
 * player_aggregates is keyed by the play-by-play key, which the NCAA adapter prefixes with the
 * side of the game ('home:…'/'away:…'), so one player can hold two rows per scope; summing them
 * per roster id gives his totals for every scope that is a union of games (all but l5g/l10g,
 * whose "latest games" the build counts per key; see the report of issue 6).
 * Players are only here through play-by-play games: the season files have no player box.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { COUNTING_STATS } from '../../schema/define';
import type { Counting } from '../players';
import { listParam } from './competition';

const SUMMED = [
  'seconds',
  'off_poss',
  'def_poss',
  ...COUNTING_STATS,
  'pfd',
  'plus_minus',
  'tm_seconds',
  'tm_poss',
  ...COUNTING_STATS.map((stat) => `tm_${stat}`),
  'opp_orb',
  'opp_drb',
  'opp_fga',
  'opp_fga3',
  'opp_poss',
];

export interface PlayerSeasonRow {
  competitionId: number;
  teamId: number;
  playerId: number | null;
  playerKey: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  jerseyNum: string | null;
  classYr: string | null;
  position: string | null;
  height: number | null;
  teamMarket: string;
  teamName: string | null;
  conferenceId: number | null;
  divisionId: number;
  scope: string;
  gp: number;
  gs: number;
  mins: number;
  offPoss: number;
  defPoss: number;
  stats: Counting;
  pfd: number;
  plusMinus: number;
  team: { minutes: number; poss: number; stats: Counting };
  opponent: { orb: number; drb: number; fga: number; fga3: number; poss: number };
  /** Season scope only: the season module's values (null elsewhere or when not rated). */
  per: number | null;
  bpm: number | null;
  rapm: { rapm: number; orapm: number; drapm: number } | null;
  isTransfer: boolean;
}

export interface PlayerSeasonFilter {
  competitionId: number;
  scopes: readonly string[];
  teamId?: number | null;
  playerId?: number | null;
  conferenceId?: number | null;
  divisionId?: number | null;
}

const counting = (row: Record<string, unknown>, prefix: string): Counting =>
  Object.fromEntries(
    COUNTING_STATS.map((stat) => {
      const value = row[`${prefix}${stat}`];
      return [stat, typeof value === 'number' ? value : 0];
    }),
  ) as Counting;

function ratingOf(json: string | null, name: 'per' | 'bpm'): number | null {
  if (json === null) return null;
  const value = (JSON.parse(json) as Record<string, unknown>)[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export async function playerSeasonAggregates(
  db: WarehouseDb,
  filter: PlayerSeasonFilter,
): Promise<PlayerSeasonRow[]> {
  const rows = await db.all(
    `WITH agg AS (
       SELECT a.competition_id, a.team_id, a.player_id, a.scope,
         min(a.player_key) AS player_key, any_value(a.name) AS name,
         sum(a.gp)::INTEGER AS gp, sum(a.gs)::INTEGER AS gs,
         ${SUMMED.map((column) => `sum(a.${column}) AS ${column}`).join(', ')}
       FROM player_aggregates a
       JOIN teams t ON t.competition_id = a.competition_id AND t.team_id = a.team_id
       WHERE a.competition_id = $competitionId
         AND list_contains(string_split($scopes, ','), a.scope)
         AND ($teamId::INTEGER IS NULL OR a.team_id = $teamId::INTEGER)
         AND ($playerId::INTEGER IS NULL OR a.player_id = $playerId::INTEGER)
         AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)
         AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
       GROUP BY a.competition_id, a.team_id, a.player_id, a.scope,
         CASE WHEN a.player_id IS NULL THEN a.player_key END)
     SELECT agg.*, p.first_name, p.last_name, p.jersey, p.class_year, p.position, p.height_in,
       t.team_market, t.team_name, t.conference_id, t.division_id,
       CASE WHEN agg.scope = 'season' THEN pr.ratings END AS ratings,
       CASE WHEN agg.scope = 'season' THEN rp.rapm END AS rapm,
       CASE WHEN agg.scope = 'season' THEN rp.orapm END AS orapm,
       CASE WHEN agg.scope = 'season' THEN rp.drapm END AS drapm,
       coalesce(EXISTS (
         SELECT 1 FROM players q
         JOIN competitions qc ON qc.competition_id = q.competition_id
         JOIN teams qt ON qt.competition_id = q.competition_id AND qt.team_id = q.team_id
         WHERE q.person_id = p.person_id AND qc.gender = c.gender AND qc.season = c.season - 1
           AND qt.team_key <> t.team_key), false) AS is_transfer
     FROM agg
     JOIN competitions c ON c.competition_id = agg.competition_id
     JOIN teams t ON t.competition_id = agg.competition_id AND t.team_id = agg.team_id
     LEFT JOIN players p ON p.competition_id = agg.competition_id AND p.player_id = agg.player_id
     LEFT JOIN player_ratings pr ON pr.competition_id = agg.competition_id
       AND pr.player_id = agg.player_id AND pr.team_id = agg.team_id
     LEFT JOIN rapm rp ON rp.competition_id = agg.competition_id AND rp.player_id = agg.player_id
     ORDER BY t.team_market, agg.team_id, agg.seconds DESC, agg.name,
       list_position(string_split($scopes, ','), agg.scope)`,
    {
      competitionId: filter.competitionId,
      scopes: listParam(filter.scopes),
      teamId: filter.teamId ?? null,
      playerId: filter.playerId ?? null,
      conferenceId: filter.conferenceId ?? null,
      divisionId: filter.divisionId ?? null,
    },
  );
  return rows.map((row) => {
    const ratings = strOrNull(row, 'ratings');
    const rapm = numOrNull(row, 'rapm');
    return {
      competitionId: num(row, 'competition_id'),
      teamId: num(row, 'team_id'),
      playerId: numOrNull(row, 'player_id'),
      playerKey: str(row, 'player_key'),
      fullName: str(row, 'name'),
      firstName: strOrNull(row, 'first_name'),
      lastName: strOrNull(row, 'last_name'),
      jerseyNum: strOrNull(row, 'jersey'),
      classYr: strOrNull(row, 'class_year'),
      position: strOrNull(row, 'position'),
      height: numOrNull(row, 'height_in'),
      teamMarket: str(row, 'team_market'),
      teamName: strOrNull(row, 'team_name'),
      conferenceId: numOrNull(row, 'conference_id'),
      divisionId: num(row, 'division_id'),
      scope: str(row, 'scope'),
      gp: num(row, 'gp'),
      gs: num(row, 'gs'),
      mins: num(row, 'seconds') / 60,
      offPoss: num(row, 'off_poss'),
      defPoss: num(row, 'def_poss'),
      stats: counting(row, ''),
      pfd: num(row, 'pfd'),
      plusMinus: num(row, 'plus_minus'),
      team: {
        minutes: (numOrNull(row, 'tm_seconds') ?? 0) / 60,
        poss: numOrNull(row, 'tm_poss') ?? 0,
        stats: counting(row, 'tm_'),
      },
      opponent: {
        orb: numOrNull(row, 'opp_orb') ?? 0,
        drb: numOrNull(row, 'opp_drb') ?? 0,
        fga: numOrNull(row, 'opp_fga') ?? 0,
        fga3: numOrNull(row, 'opp_fga3') ?? 0,
        poss: numOrNull(row, 'opp_poss') ?? 0,
      },
      per: ratingOf(ratings, 'per'),
      bpm: ratingOf(ratings, 'bpm'),
      rapm: rapm === null ? null : { rapm, orapm: num(row, 'orapm'), drapm: num(row, 'drapm') },
      isTransfer: bool(row, 'is_transfer'),
    };
  });
}

export interface OnCourtRow {
  teamId: number;
  playerId: number;
  poss: number;
  possAgst: number;
  pts: number;
  ptsAgst: number;
}

/**
 * Team points and possessions while each player was on the floor, over all play-by-play games
 * of the season (stints, METHODS §4): the on-court offensive and defensive ratings.
 */
export async function playerOnCourt(
  db: WarehouseDb,
  filter: { competitionId: number; teamIds: readonly number[] },
): Promise<OnCourtRow[]> {
  if (filter.teamIds.length === 0) return [];
  const side = (s: 'h' | 'a', team: string, own: string, opp: string): string => `
    SELECT game_id, ${team} AS team_id, unnest([${s}1, ${s}2, ${s}3, ${s}4, ${s}5]) AS player_key,
      ${own}_poss AS poss, ${opp}_poss AS opp_poss, ${own}_pts AS pts, ${opp}_pts AS opp_pts
    FROM stints WHERE competition_id = $competitionId
      AND list_contains(string_split($teamIds, ',')::INTEGER[], ${team})`;
  const rows = await db.all(
    `WITH floor AS (${side('h', 'home_team_id', 'home', 'away')}
       UNION ALL ${side('a', 'away_team_id', 'away', 'home')})
     SELECT f.team_id, gp.player_id, sum(f.poss) AS poss, sum(f.opp_poss) AS opp_poss,
       sum(f.pts) AS pts, sum(f.opp_pts) AS opp_pts
     FROM floor f JOIN game_players gp ON gp.competition_id = $competitionId
       AND gp.game_id = f.game_id AND gp.player_key = f.player_key
     WHERE gp.player_id IS NOT NULL
     GROUP BY f.team_id, gp.player_id`,
    { competitionId: filter.competitionId, teamIds: listParam(filter.teamIds) },
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    playerId: num(row, 'player_id'),
    poss: num(row, 'poss'),
    possAgst: num(row, 'opp_poss'),
    pts: num(row, 'pts'),
    ptsAgst: num(row, 'opp_pts'),
  }));
}
