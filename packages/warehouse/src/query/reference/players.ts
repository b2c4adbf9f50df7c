/**
 * Player reference lists: rosters with their team's context, a team's roster with season
 * minutes (trial players, §7), and team height rankings computed from the rosters.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { exactSum } from '../exact-sum';
import { idListParam, inIdList } from './params';

export interface PlayerListFilter {
  competitionIds?: readonly number[] | null;
  teamIds?: readonly number[] | null;
  playerIds?: readonly number[] | null;
  /** One person's seasons, whatever team and player id each has. */
  personId?: number | null;
  divisionId?: number | null;
  conferenceId?: number | null;
}

export interface PlayerListRow {
  competitionId: number;
  playerId: number;
  personId: number;
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
  divisionId: number;
  gender: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  jersey: string | null;
  classYear: string | null;
  position: string | null;
  heightIn: number | null;
  heightLabel: string | null;
  hometown: string | null;
  highSchool: string | null;
  rosterGp: number | null;
}

function playerListRow(row: Row): PlayerListRow {
  return {
    competitionId: num(row, 'competition_id'),
    playerId: num(row, 'player_id'),
    personId: num(row, 'person_id'),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    conferenceId: numOrNull(row, 'conference_id'),
    divisionId: num(row, 'division_id'),
    gender: str(row, 'gender'),
    fullName: str(row, 'full_name'),
    firstName: strOrNull(row, 'first_name'),
    lastName: strOrNull(row, 'last_name'),
    jersey: strOrNull(row, 'jersey'),
    classYear: strOrNull(row, 'class_year'),
    position: strOrNull(row, 'position'),
    heightIn: numOrNull(row, 'height_in'),
    heightLabel: strOrNull(row, 'height_label'),
    hometown: strOrNull(row, 'hometown'),
    highSchool: strOrNull(row, 'high_school'),
    rosterGp: numOrNull(row, 'roster_gp'),
  };
}

const PLAYER_COLUMNS = `p.competition_id, p.player_id, p.person_id, p.team_id, t.team_market,
  t.conference_id, t.division_id, t.gender, p.full_name, p.first_name, p.last_name, p.jersey,
  p.class_year, p.position, p.height_in, p.height_label, p.hometown, p.high_school, p.roster_gp`;

const PLAYER_WHERE = `${inIdList('competitionIds', 'p.competition_id')}
  AND ${inIdList('teamIds', 'p.team_id')}
  AND ${inIdList('playerIds', 'p.player_id')}
  AND ($personId::INTEGER IS NULL OR p.person_id = $personId::INTEGER)
  AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
  AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)`;

const playerParams = (filter: PlayerListFilter) => ({
  competitionIds: idListParam(filter.competitionIds),
  teamIds: idListParam(filter.teamIds),
  playerIds: idListParam(filter.playerIds),
  personId: filter.personId ?? null,
  divisionId: filter.divisionId ?? null,
  conferenceId: filter.conferenceId ?? null,
});

export async function playerList(
  db: WarehouseDb,
  filter: PlayerListFilter,
): Promise<PlayerListRow[]> {
  const rows = await db.all(
    `SELECT ${PLAYER_COLUMNS}
     FROM players p JOIN teams t ON t.competition_id = p.competition_id AND t.team_id = p.team_id
     WHERE ${PLAYER_WHERE}
     ORDER BY p.competition_id, t.team_market, p.full_name, p.player_id`,
    playerParams(filter),
  );
  return rows.map(playerListRow);
}

export interface RosterPlayerRow extends PlayerListRow {
  /** From the season aggregates of play-by-play games; null without any. */
  gp: number | null;
  gs: number | null;
  mins: number | null;
}

/** Rosters with each player's season games and minutes (play-by-play games only). */
export async function rosterWithMinutes(
  db: WarehouseDb,
  filter: PlayerListFilter,
): Promise<RosterPlayerRow[]> {
  const rows = await db.all(
    `SELECT ${PLAYER_COLUMNS}, a.gp, a.gs, a.seconds
     FROM players p JOIN teams t ON t.competition_id = p.competition_id AND t.team_id = p.team_id
     LEFT JOIN (
       SELECT competition_id, team_id, player_id, sum(gp) AS gp, sum(gs) AS gs,
         ${exactSum('seconds')} AS seconds
       FROM player_aggregates WHERE scope = 'season' AND player_id IS NOT NULL
       GROUP BY competition_id, team_id, player_id) a
       ON a.competition_id = p.competition_id AND a.team_id = p.team_id AND a.player_id = p.player_id
     WHERE ${PLAYER_WHERE}
     ORDER BY p.competition_id, t.team_market, a.seconds DESC NULLS LAST, p.full_name, p.player_id`,
    playerParams(filter),
  );
  return rows.map((row) => {
    const seconds = numOrNull(row, 'seconds');
    return {
      ...playerListRow(row),
      gp: numOrNull(row, 'gp'),
      gs: numOrNull(row, 'gs'),
      mins: seconds === null ? null : seconds / 60,
    };
  });
}

export interface PlayerMinutesListRow {
  competitionId: number;
  teamId: number;
  playerId: number;
  fullName: string;
  /** The school name of the player's team that season; null when the team is not in the file. */
  teamMarket: string | null;
  mins: number;
}

/**
 * A row of season minutes (competition_id, team_id, player_id, name, team_market, seconds) as
 * the API's.
 */
export function playerMinutesListRow(row: Row): PlayerMinutesListRow {
  return {
    competitionId: num(row, 'competition_id'),
    teamId: num(row, 'team_id'),
    playerId: num(row, 'player_id'),
    fullName: str(row, 'name'),
    teamMarket: strOrNull(row, 'team_market'),
    mins: num(row, 'seconds') / 60,
  };
}

/**
 * Season minutes of every player with an id in the given competitions, most minutes first: the
 * read the fixed demo players are picked from when the data names no featured players (§7).
 */
export async function playerSeasonMinutes(
  db: WarehouseDb,
  filter: { competitionIds: readonly number[] },
): Promise<PlayerMinutesListRow[]> {
  const rows = await db.all(
    `SELECT a.competition_id, a.team_id, a.player_id, any_value(a.name) AS name,
       any_value(t.team_market) AS team_market, ${exactSum('a.seconds')} AS seconds
     FROM player_aggregates a
     LEFT JOIN teams t ON t.competition_id = a.competition_id AND t.team_id = a.team_id
     WHERE a.scope = 'season' AND a.player_id IS NOT NULL
       AND ${inIdList('competitionIds', 'a.competition_id')}
     GROUP BY a.competition_id, a.team_id, a.player_id
     ORDER BY a.competition_id, seconds DESC, a.player_id`,
    { competitionIds: idListParam(filter.competitionIds) },
  );
  return rows.map(playerMinutesListRow);
}

export interface HeightRankRow {
  competitionId: number;
  teamId: number;
  teamMarket: string;
  divisionId: number;
  conferenceId: number | null;
  playersWithHeight: number;
  rosterSize: number;
  avgHeight: number;
  gpWeightedHeight: number | null;
  avgHeightRank: number;
  avgHeightTied: boolean;
  gpWeightedHeightRank: number | null;
}

/**
 * Team height from the rosters: the mean height of players with one, and the mean weighted by
 * the games each played (the roster's own count), which is closer to the height on the floor.
 * Ranked within competition and division, tallest first; equal means share a rank.
 */
export async function heightRankings(
  db: WarehouseDb,
  filter: {
    competitionIds?: readonly number[] | null;
    divisionId?: number | null;
    teamIds?: readonly number[] | null;
  },
): Promise<HeightRankRow[]> {
  const rows = await db.all(
    `WITH h AS (
       SELECT p.competition_id, p.team_id, any_value(t.team_market) AS team_market,
         any_value(t.division_id) AS division_id, any_value(t.conference_id) AS conference_id,
         count(*) AS roster_size, count(p.height_in) AS with_height,
         avg(p.height_in) AS avg_height,
         sum(p.height_in * p.roster_gp) FILTER (WHERE p.height_in IS NOT NULL AND p.roster_gp > 0)
           / nullif(sum(p.roster_gp) FILTER (WHERE p.height_in IS NOT NULL AND p.roster_gp > 0), 0)
           AS gp_height
       FROM players p JOIN teams t ON t.competition_id = p.competition_id AND t.team_id = p.team_id
       WHERE ${inIdList('competitionIds', 'p.competition_id')}
         AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
       GROUP BY p.competition_id, p.team_id
       HAVING count(p.height_in) > 0),
     ranked AS (
       SELECT *,
         rank() OVER (PARTITION BY competition_id, division_id ORDER BY round(avg_height, 6) DESC) AS avg_rank,
         count(*) OVER (PARTITION BY competition_id, division_id, round(avg_height, 6)) AS avg_ties,
         CASE WHEN gp_height IS NULL THEN NULL ELSE
           rank() OVER (PARTITION BY competition_id, division_id, gp_height IS NULL ORDER BY round(gp_height, 6) DESC)
         END AS gp_rank
       FROM h)
     SELECT * FROM ranked WHERE ${inIdList('teamIds', 'team_id')}
     ORDER BY competition_id, division_id, avg_rank, team_market`,
    {
      competitionIds: idListParam(filter.competitionIds),
      divisionId: filter.divisionId ?? null,
      teamIds: idListParam(filter.teamIds),
    },
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    divisionId: num(row, 'division_id'),
    conferenceId: numOrNull(row, 'conference_id'),
    playersWithHeight: num(row, 'with_height'),
    rosterSize: num(row, 'roster_size'),
    avgHeight: num(row, 'avg_height'),
    gpWeightedHeight: numOrNull(row, 'gp_height'),
    avgHeightRank: num(row, 'avg_rank'),
    avgHeightTied: num(row, 'avg_ties') > 1,
    gpWeightedHeightRank: numOrNull(row, 'gp_rank'),
  }));
}
