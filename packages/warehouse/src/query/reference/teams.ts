/**
 * Team reference lists: teams with their conference, per-competition conference lists, team
 * records for the competition-teams list, colors, and the top teams by rating.
 */
import { merged } from '@courtside/contract';
import { GenderSchema } from '@courtside/contract/schemas';
import type { Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { idListParam, inIdList } from './params';

export interface TeamListFilter {
  competitionIds?: readonly number[] | null;
  teamIds?: readonly number[] | null;
  divisionId?: number | null;
  conferenceId?: number | null;
}

export interface TeamListRow {
  competitionId: number;
  teamId: number;
  teamMarket: string;
  teamName: string | null;
  teamKey: string;
  gender: string;
  divisionId: number;
  conferenceId: number | null;
  conferenceShortName: string | null;
  conferenceLongName: string | null;
  colorPrimary: string | null;
  colorSecondary: string | null;
  games: number;
}

const TEAM_LIST_WHERE = `${inIdList('competitionIds', 't.competition_id')}
  AND ${inIdList('teamIds', 't.team_id')}
  AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
  AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)`;

const teamListParams = (filter: TeamListFilter) => ({
  competitionIds: idListParam(filter.competitionIds),
  teamIds: idListParam(filter.teamIds),
  divisionId: filter.divisionId ?? null,
  conferenceId: filter.conferenceId ?? null,
});

function teamListRow(row: Row): TeamListRow {
  return {
    competitionId: num(row, 'competition_id'),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    teamName: strOrNull(row, 'team_name'),
    teamKey: str(row, 'team_key'),
    gender: str(row, 'gender'),
    divisionId: num(row, 'division_id'),
    conferenceId: numOrNull(row, 'conference_id'),
    conferenceShortName: strOrNull(row, 'short_name'),
    conferenceLongName: strOrNull(row, 'long_name'),
    colorPrimary: strOrNull(row, 'color_primary'),
    colorSecondary: strOrNull(row, 'color_secondary'),
    games: num(row, 'games'),
  };
}

/** Teams of any number of competitions (all of them without a filter), by competition and market. */
export async function teamList(db: WarehouseDb, filter: TeamListFilter): Promise<TeamListRow[]> {
  const rows = await db.all(
    `SELECT t.competition_id, t.team_id, t.team_market, t.team_name, t.team_key, t.gender,
       t.division_id, t.conference_id, c.short_name, c.long_name, t.color_primary,
       t.color_secondary, t.games
     FROM teams t LEFT JOIN conferences c USING (conference_id)
     WHERE ${TEAM_LIST_WHERE}
     ORDER BY t.competition_id, t.team_market, t.team_id`,
    teamListParams(filter),
  );
  return rows.map(teamListRow);
}

/**
 * The `teams` answer (the rows the endpoint makes from `teamList`, same fields, order and
 * values) as JSON text DuckDB writes in one string: every team of every competition is ~9,000
 * rows, and handing their 13 columns to JavaScript costs more than the query. Only integers,
 * nulls and strings go into it, which DuckDB writes as JSON.stringify does except for control
 * characters (DuckDB escapes them in upper-case hex): a list with one in a name, or with a gender
 * the endpoint refuses, is null here and made by the endpoint instead.
 */
export async function teamListJson(
  db: WarehouseDb,
  filter: TeamListFilter & { readonly gender: string | null; readonly updated: string },
): Promise<Buffer | null> {
  const row = (
    await db.all(
      `SELECT coalesce(string_agg(json_object(
           '_id', t.competition_id || '-' || t.team_id, 'updated', $updated::VARCHAR,
           'competitionId', t.competition_id, 'teamId', t.team_id, 'teamMarket', t.team_market,
           'teamName', t.team_name, 'gender', t.gender, 'divisionId', t.division_id,
           'conferenceId', t.conference_id, 'conferenceShortName', c.short_name,
           'teamKey', t.team_key, 'games', t.games)::VARCHAR, ','
           ORDER BY t.competition_id, t.team_market, t.team_id), '') AS body,
         coalesce(bool_or(t.gender NOT IN (${GenderSchema.options.map((g) => `'${g}'`).join(', ')})), FALSE) AS unknown_gender
       FROM teams t LEFT JOIN conferences c USING (conference_id)
       WHERE ${TEAM_LIST_WHERE} AND ($gender::VARCHAR IS NULL OR t.gender = $gender::VARCHAR)`,
      { ...teamListParams(filter), gender: filter.gender, updated: filter.updated },
    )
  )[0];
  if (row === undefined || row['unknown_gender'] === true) return null;
  const body = str(row, 'body');
  // Only a control character is escaped as \u00XX (upper-case hex here, lower-case in
  // JSON.stringify); a list with one goes to the caller. A name holding a backslash and "u00"
  // matches too, which only costs that list the slower way.
  if (body.includes('\\u00')) return null;
  return Buffer.from(`[${body}]`, 'utf8');
}

export interface TeamRecordRow extends TeamListRow {
  /** The team's home court; null where the source has none (the NCAA seasons). */
  venue: string | null;
  wins: number;
  losses: number;
  confWins: number;
  confLosses: number;
  netRanking: number | null;
}

/** Teams with their season record (every game, box or not) and Courtside's net ranking. */
export async function teamsWithRecords(
  db: WarehouseDb,
  filter: TeamListFilter,
): Promise<TeamRecordRow[]> {
  const rows = await db.all(
    `SELECT t.competition_id, t.team_id, t.team_market, t.team_name, t.team_key, t.gender,
       t.division_id, t.conference_id, c.short_name, c.long_name, t.color_primary,
       t.color_secondary, t.venue, t.games, a.wins, a.losses, a.conf_wins, a.conf_losses, r.net_rank
     FROM teams t LEFT JOIN conferences c USING (conference_id)
     LEFT JOIN team_aggregates a ON a.competition_id = t.competition_id AND a.team_id = t.team_id
       AND a.scope = 'season'
     LEFT JOIN team_ratings r ON r.competition_id = t.competition_id AND r.team_id = t.team_id
     WHERE ${TEAM_LIST_WHERE}
     ORDER BY t.competition_id, t.team_market, t.team_id`,
    teamListParams(filter),
  );
  return rows.map((row) =>
    merged(teamListRow(row), {
      venue: strOrNull(row, 'venue'),
      wins: numOrNull(row, 'wins') ?? 0,
      losses: numOrNull(row, 'losses') ?? 0,
      confWins: numOrNull(row, 'conf_wins') ?? 0,
      confLosses: numOrNull(row, 'conf_losses') ?? 0,
      netRanking: numOrNull(row, 'net_rank'),
    }),
  );
}

export interface CompetitionConferenceListRow {
  competitionId: number;
  gender: string;
  conferenceId: number;
  conferenceLongName: string;
  conferenceShortName: string;
  conferenceAbb: string;
  divisionId: number;
  teams: number;
}

/** The conferences of each competition with how many of its teams play in them. */
export async function competitionConferences(
  db: WarehouseDb,
  filter: { competitionIds?: readonly number[] | null; divisionId?: number | null },
): Promise<CompetitionConferenceListRow[]> {
  const rows = await db.all(
    `SELECT t.competition_id, any_value(t.gender) AS gender, c.conference_id, c.long_name,
       c.short_name, c.abb, c.division_id, count(*) AS teams
     FROM teams t JOIN conferences c USING (conference_id)
     WHERE ${inIdList('competitionIds', 't.competition_id')}
       AND ($divisionId::INTEGER IS NULL OR c.division_id = $divisionId::INTEGER)
     GROUP BY t.competition_id, c.conference_id, c.long_name, c.short_name, c.abb, c.division_id
     ORDER BY t.competition_id, c.division_id, c.conference_id`,
    {
      competitionIds: idListParam(filter.competitionIds),
      divisionId: filter.divisionId ?? null,
    },
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    gender: str(row, 'gender'),
    conferenceId: num(row, 'conference_id'),
    conferenceLongName: str(row, 'long_name'),
    conferenceShortName: str(row, 'short_name'),
    conferenceAbb: str(row, 'abb'),
    divisionId: num(row, 'division_id'),
    teams: num(row, 'teams'),
  }));
}

export interface TopTeamRow {
  competitionId: number;
  gender: string;
  divisionId: number;
  teamId: number;
  teamMarket: string;
  netRanking: number;
}

/** The best `perCompetition` rated teams of each competition's division, by net ranking. */
export async function topRatedTeams(
  db: WarehouseDb,
  filter: { competitionIds?: readonly number[] | null; divisionId: number; perCompetition: number },
): Promise<TopTeamRow[]> {
  const rows = await db.all(
    `SELECT * FROM (
       SELECT t.competition_id, t.gender, t.division_id, t.team_id, t.team_market, r.net_rank,
         row_number() OVER (PARTITION BY t.competition_id ORDER BY r.net_rank, t.team_market) AS n
       FROM team_ratings r JOIN teams t ON t.competition_id = r.competition_id AND t.team_id = r.team_id
       WHERE ${inIdList('competitionIds', 't.competition_id')} AND t.division_id = $divisionId)
     WHERE n <= $perCompetition ORDER BY competition_id, n`,
    {
      competitionIds: idListParam(filter.competitionIds),
      divisionId: filter.divisionId,
      perCompetition: filter.perCompetition,
    },
  );
  return rows.map((row) => ({
    competitionId: num(row, 'competition_id'),
    gender: str(row, 'gender'),
    divisionId: num(row, 'division_id'),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    netRanking: num(row, 'net_rank'),
  }));
}
