/**
 * What turns a player's sums into a stats table row, shared by every source of those sums (the
 * stored season scopes of player_aggregates, a tournament's games summed from player_games):
 * roster facts, team and conference, the season models (PER and the box rating from
 * player_ratings, RAPM; season scope only) and whether the player transferred in (his linked
 * person played for another school the season before). Not part of the package's entry: callers
 * go through playerSeasonAggregates or playerTournamentAggregates.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { COUNTING_STATS } from '../../schema/define';
import type { Counting } from '../players';

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

/** The summed columns an `agg` source must name (besides ids, name, scope, gp and gs). */
export const PLAYER_SUMMED_COLUMNS: readonly string[] = [
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

/**
 * `aggSql` (one row per competition, team, player and scope with competition_id, team_id,
 * player_id, scope, player_key, name, gp, gs and PLAYER_SUMMED_COLUMNS) with the roster, team
 * and season-model columns, mapped to rows. `params` are `aggSql`'s own plus `$scopes`
 * (comma-joined), whose order sorts a player's rows.
 */
export async function decoratedPlayerRows(
  db: WarehouseDb,
  aggSql: string,
  params: Readonly<Record<string, string | number | null>> & { scopes: string },
): Promise<PlayerSeasonRow[]> {
  const rows = await db.all(
    `WITH agg AS (${aggSql})
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
    params,
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
