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
import type { PlayerLineSums } from './player-line-sums';
import { PLAYER_CONTEXT_COLUMNS, PLAYER_LINE_COLUMNS, playerLineSums } from './player-line-sums';

export interface PlayerSeasonRow extends PlayerLineSums {
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
  /** Season scope only: the season module's values (null elsewhere or when not rated). */
  per: number | null;
  bpm: number | null;
  rapm: { rapm: number; orapm: number; drapm: number } | null;
  isTransfer: boolean;
}

/** The summed columns an `agg` source must name (besides ids, name, scope, gp and gs). */
export const PLAYER_SUMMED_COLUMNS: readonly string[] = [
  ...PLAYER_LINE_COLUMNS,
  ...PLAYER_CONTEXT_COLUMNS,
];

function ratingOf(json: string | null, name: 'per' | 'bpm'): number | null {
  if (json === null) return null;
  const value = (JSON.parse(json) as Record<string, unknown>)[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Whether the player (players `p`, of competition `c` and team `t`) transferred in: his linked
 * person played for another school (team_key) the season before, same gender.
 */
export const TRANSFERRED_IN_SQL = `coalesce(EXISTS (
         SELECT 1 FROM players q
         JOIN competitions qc ON qc.competition_id = q.competition_id
         JOIN teams qt ON qt.competition_id = q.competition_id AND qt.team_id = q.team_id
         WHERE q.person_id = p.person_id AND qc.gender = c.gender AND qc.season = c.season - 1
           AND qt.team_key <> t.team_key), false)`;

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
       ${TRANSFERRED_IN_SQL} AS is_transfer
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
      ...playerLineSums(row),
      per: ratingOf(ratings, 'per'),
      bpm: ratingOf(ratings, 'bpm'),
      rapm: rapm === null ? null : { rapm, orapm: num(row, 'orapm'), drapm: num(row, 'drapm') },
      isTransfer: bool(row, 'is_transfer'),
    };
  });
}
