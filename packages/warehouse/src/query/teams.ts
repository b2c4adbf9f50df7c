/**
 * Team queries: the teams of a competition, their aggregates over a scope (materialized) or a
 * date range (computed here with the build's own sums), their game logs and ratings. Every
 * filter is a bound parameter; an absent optional filter is bound as NULL and matches all.
 */
import type { Row, WarehouseDb } from '../db/connection';
import { bool, boolOrNull, num, numOrNull, str, strOrNull } from '../db/values';
import { TEAM_ROW_SUMS_SQL, TEAM_SUMS_SQL } from './sums';
import { readTeamSums, teamRates } from './team-rates';
import type { TeamRates, TeamSums } from './team-rates';

export interface TeamRow {
  competitionId: number;
  teamId: number;
  teamMarket: string;
  teamName: string | null;
  gender: string;
  divisionId: number;
  conferenceId: number | null;
  conferenceShortName: string | null;
  conferenceSourceLabel: string | null;
  colorPrimary: string | null;
  colorSecondary: string | null;
  venue: string | null;
  games: number;
}

const TEAM_COLUMNS = `t.competition_id, t.team_id, t.team_market, t.team_name, t.gender, t.division_id,
  t.conference_id, c.short_name AS conference_short_name, t.conference_source, t.color_primary,
  t.color_secondary, t.venue, t.games`;

function teamRow(r: Row): TeamRow {
  return {
    competitionId: num(r, 'competition_id'),
    teamId: num(r, 'team_id'),
    teamMarket: str(r, 'team_market'),
    teamName: strOrNull(r, 'team_name'),
    gender: str(r, 'gender'),
    divisionId: num(r, 'division_id'),
    conferenceId: numOrNull(r, 'conference_id'),
    conferenceShortName: strOrNull(r, 'conference_short_name'),
    conferenceSourceLabel: strOrNull(r, 'conference_source'),
    colorPrimary: strOrNull(r, 'color_primary'),
    colorSecondary: strOrNull(r, 'color_secondary'),
    venue: strOrNull(r, 'venue'),
    games: num(r, 'games'),
  };
}

export interface TeamFilter {
  competitionId: number;
  divisionId?: number | null;
  conferenceId?: number | null;
  teamId?: number | null;
}

/** The team filter over `teams t` (shared by the stats queries). */
export const TEAM_WHERE = `t.competition_id = $competitionId
  AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
  AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)
  AND ($teamId::INTEGER IS NULL OR t.team_id = $teamId::INTEGER)`;

export const teamParams = (filter: TeamFilter) => ({
  competitionId: filter.competitionId,
  divisionId: filter.divisionId ?? null,
  conferenceId: filter.conferenceId ?? null,
  teamId: filter.teamId ?? null,
});

export async function competitionTeams(db: WarehouseDb, filter: TeamFilter): Promise<TeamRow[]> {
  const rows = await db.all(
    `SELECT ${TEAM_COLUMNS} FROM teams t LEFT JOIN conferences c USING (conference_id)
     WHERE ${TEAM_WHERE} ORDER BY t.team_market`,
    teamParams(filter),
  );
  return rows.map(teamRow);
}

/** Teams whose market contains `name` (case-insensitive), e.g. "mary's". */
export async function findTeams(
  db: WarehouseDb,
  filter: { competitionId: number; name: string },
): Promise<TeamRow[]> {
  const rows = await db.all(
    `SELECT ${TEAM_COLUMNS} FROM teams t LEFT JOIN conferences c USING (conference_id)
     WHERE t.competition_id = $competitionId AND contains(lower(t.team_market), lower($name))
     ORDER BY t.team_market`,
    { competitionId: filter.competitionId, name: filter.name },
  );
  return rows.map(teamRow);
}

export interface TeamAggregateRow {
  competitionId: number;
  teamId: number;
  teamMarket: string;
  /** Nickname; not in the NCAA source (null). */
  teamName: string | null;
  gender: string;
  conferenceId: number | null;
  divisionId: number;
  scope: string;
  sums: TeamSums;
  rates: TeamRates;
  /** Adjusted ratings from team_ratings (season-long; null without a rating). */
  ortgAdj: number | null;
  drtgAdj: number | null;
  netRtgAdj: number | null;
  paceAdj: number | null;
  sos: number | null;
  netRanking: number | null;
}

export const RATING_COLUMNS = `r.ortg_adj, r.drtg_adj, r.net_rtg_adj, r.pace_adj, r.sos, r.net_rank`;

/** A team_aggregates-shaped row (sums, team and rating columns) as a TeamAggregateRow. */
export function aggregateRow(row: Row, scope: string): TeamAggregateRow {
  const sums = readTeamSums(row);
  return {
    competitionId: num(row, 'competition_id'),
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    teamName: strOrNull(row, 'team_name'),
    gender: str(row, 'gender'),
    conferenceId: numOrNull(row, 'conference_id'),
    divisionId: num(row, 'division_id'),
    scope,
    sums,
    rates: teamRates(sums),
    ortgAdj: numOrNull(row, 'ortg_adj'),
    drtgAdj: numOrNull(row, 'drtg_adj'),
    netRtgAdj: numOrNull(row, 'net_rtg_adj'),
    paceAdj: numOrNull(row, 'pace_adj'),
    sos: numOrNull(row, 'sos'),
    netRanking: numOrNull(row, 'net_rank'),
  };
}

/** Materialized scopes: season, confReg, home, away, neutral, l5g, l10g, wins, losses, quad1-4, clutch, month-YYYY-MM. */
export async function teamSeasonAggregates(
  db: WarehouseDb,
  filter: TeamFilter & { scope: string },
): Promise<TeamAggregateRow[]> {
  const rows = await db.all(
    `SELECT a.*, t.team_market, t.team_name, t.gender, t.conference_id, t.division_id, ${RATING_COLUMNS}
     FROM team_aggregates a
     JOIN teams t ON t.competition_id = a.competition_id AND t.team_id = a.team_id
     LEFT JOIN team_ratings r ON r.competition_id = a.competition_id AND r.team_id = a.team_id
     WHERE ${TEAM_WHERE} AND a.scope = $scope ORDER BY t.team_market`,
    { ...teamParams(filter), scope: filter.scope },
  );
  return rows.map((row) => aggregateRow(row, filter.scope));
}

/** Aggregates over games between two dates (inclusive, yyyy-mm-dd), computed at query time. */
export async function teamDateRangeAggregates(
  db: WarehouseDb,
  filter: TeamFilter & { from: string; to: string },
): Promise<TeamAggregateRow[]> {
  const rows = await db.all(
    `WITH sums AS (
       SELECT competition_id, team_id, ${TEAM_SUMS_SQL} FROM team_games
       WHERE competition_id = $competitionId AND team_id IS NOT NULL
         AND game_date BETWEEN $from::DATE AND $to::DATE
       GROUP BY competition_id, team_id)
     SELECT s.*, t.team_market, t.team_name, t.gender, t.conference_id, t.division_id, ${RATING_COLUMNS}
     FROM sums s JOIN teams t ON t.competition_id = s.competition_id AND t.team_id = s.team_id
     LEFT JOIN team_ratings r ON r.competition_id = s.competition_id AND r.team_id = s.team_id
     WHERE ${TEAM_WHERE} ORDER BY t.team_market`,
    { ...teamParams(filter), from: filter.from, to: filter.to },
  );
  return rows.map((row) => aggregateRow(row, `${filter.from}..${filter.to}`));
}

export interface TeamGameRow {
  competitionId: number;
  gameId: number;
  gameDate: string | null;
  /** 'home' | 'away' as the source lists the game (the site may still be neutral). */
  side: string;
  teamId: number | null;
  teamName: string;
  /** The team's market as the teams table names it (the box's name when outside Division I). */
  teamMarket: string;
  conferenceId: number | null;
  teamIdAgst: number | null;
  teamMarketAgst: string;
  conferenceIdAgst: number | null;
  /** Null for an opponent outside Division I (no team id). */
  divisionIdAgst: number | null;
  isHome: boolean;
  isNeutral: boolean;
  /** null: not played yet. */
  isWin: boolean | null;
  ptsScored: number | null;
  ptsAgst: number | null;
  poss: number | null;
  possSource: string | null;
  coverage: string;
  conferenceGame: boolean;
  confTournament: boolean;
  quadAgst: number | null;
  netRankAgst: number | null;
  /** 1 for the most recent game played; games not played yet come after every played one. */
  teamGameRecency: number;
  sums: TeamSums;
  rates: TeamRates;
}

export interface TeamGamesFilter {
  competitionId: number;
  teamId?: number | null;
  conferenceId?: number | null;
  gameId?: number | null;
}

/** A team's game log (or a conference's, or one game's two sides), newest first. */
export async function teamGames(db: WarehouseDb, filter: TeamGamesFilter): Promise<TeamGameRow[]> {
  const rows = await db.all(
    `WITH log AS (
       SELECT *, row_number() OVER (PARTITION BY team_id
           ORDER BY (pts IS NULL OR opp_pts IS NULL), game_date DESC NULLS LAST, game_id DESC) AS recency
       FROM team_games
       WHERE competition_id = $competitionId
         AND ($teamId::INTEGER IS NULL OR team_id = $teamId::INTEGER)
         AND ($conferenceId::INTEGER IS NULL OR conference_id = $conferenceId::INTEGER)),
     -- One row per game and side, so its sums are the row's own (no aggregate, no self-join);
     -- a column named like a sum (pts, poss) is read as the column, not as the alias.
     s AS (
       SELECT game_id, side, ${TEAM_ROW_SUMS_SQL},
         strftime(game_date, '%Y-%m-%d') AS date, team_id, team_name, opp_team_id, opp_name,
         opp_conference_id, site, is_win, poss AS game_poss, poss_source, coverage,
         conference_game, conf_tournament, quadrant, opp_net_rank, pts AS score,
         opp_pts AS opp_score, recency, conference_id
       FROM log
       WHERE $gameId::INTEGER IS NULL OR game_id = $gameId::INTEGER)
     SELECT s.*, coalesce(t.team_market, s.team_name) AS market, o.division_id AS opp_division_id
     FROM s
     LEFT JOIN teams t ON t.competition_id = $competitionId AND t.team_id = s.team_id
     LEFT JOIN teams o ON o.competition_id = $competitionId AND o.team_id = s.opp_team_id
     ORDER BY s.team_id, s.recency`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      conferenceId: filter.conferenceId ?? null,
      gameId: filter.gameId ?? null,
    },
  );
  return rows.map((row) => {
    const sums = readTeamSums(row);
    return {
      competitionId: filter.competitionId,
      gameId: num(row, 'game_id'),
      gameDate: strOrNull(row, 'date'),
      side: str(row, 'side'),
      teamId: numOrNull(row, 'team_id'),
      teamName: str(row, 'team_name'),
      teamMarket: str(row, 'market'),
      conferenceId: numOrNull(row, 'conference_id'),
      teamIdAgst: numOrNull(row, 'opp_team_id'),
      teamMarketAgst: str(row, 'opp_name'),
      conferenceIdAgst: numOrNull(row, 'opp_conference_id'),
      divisionIdAgst: numOrNull(row, 'opp_division_id'),
      isHome: str(row, 'site') === 'home',
      isNeutral: str(row, 'site') === 'neutral',
      isWin: boolOrNull(row, 'is_win'),
      ptsScored: numOrNull(row, 'score'),
      ptsAgst: numOrNull(row, 'opp_score'),
      poss: numOrNull(row, 'game_poss'),
      possSource: strOrNull(row, 'poss_source'),
      coverage: str(row, 'coverage'),
      conferenceGame: bool(row, 'conference_game'),
      confTournament: bool(row, 'conf_tournament'),
      quadAgst: numOrNull(row, 'quadrant'),
      netRankAgst: numOrNull(row, 'opp_net_rank'),
      teamGameRecency: num(row, 'recency'),
      sums,
      rates: teamRates(sums),
    };
  });
}
