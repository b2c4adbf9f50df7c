/**
 * Everything the navbar search can offer, read once per data version to build the API's
 * in-memory search index: teams (grouped across seasons by their stable key), players (grouped
 * by person), games and conferences, each with the competitions it appears in.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { exactSum } from '../exact-sum';

export interface SearchTeamRow {
  competitionId: number;
  teamId: number;
  teamKey: string;
  teamMarket: string;
  teamName: string | null;
  divisionId: number;
  games: number;
}

export interface SearchPlayerRow {
  competitionId: number;
  playerId: number;
  personId: number;
  fullName: string;
  teamMarket: string;
  divisionId: number;
  /** Season minutes (0 without play-by-play), to rank players who share a name. */
  mins: number;
}

export interface SearchGameRow {
  competitionId: number;
  gameId: number;
  gameDate: string | null;
  homeName: string;
  awayName: string;
  /** Played on a neutral floor (neither team hosts). */
  isNeutral: boolean;
  /** Lowest division of the two teams (a D-I team hosting a D-II one counts as D-I). */
  divisionId: number | null;
}

export interface SearchConferenceRow {
  conferenceId: number;
  conferenceLongName: string;
  conferenceShortName: string;
  divisionId: number;
  competitionIds: number[];
}

export interface SearchEntities {
  teams: SearchTeamRow[];
  players: SearchPlayerRow[];
  games: SearchGameRow[];
  conferences: SearchConferenceRow[];
}

export async function searchEntities(db: WarehouseDb): Promise<SearchEntities> {
  const teams = await db.all(
    `SELECT competition_id, team_id, team_key, team_market, team_name, division_id, games
     FROM teams ORDER BY competition_id, team_id`,
  );
  const players = await db.all(
    `SELECT p.competition_id, p.player_id, p.person_id, p.full_name, t.team_market, t.division_id,
       coalesce(a.seconds, 0) / 60 AS mins
     FROM players p JOIN teams t ON t.competition_id = p.competition_id AND t.team_id = p.team_id
     LEFT JOIN (SELECT competition_id, player_id, ${exactSum('seconds')} AS seconds
                FROM player_aggregates WHERE scope = 'season' AND player_id IS NOT NULL
                GROUP BY competition_id, player_id) a
       ON a.competition_id = p.competition_id AND a.player_id = p.player_id
     ORDER BY p.competition_id, p.player_id`,
  );
  const games = await db.all(
    `SELECT g.competition_id, g.game_id, strftime(g.game_date, '%Y-%m-%d') AS date, g.home_name,
       g.away_name, g.neutral, least(hteam.division_id, ateam.division_id) AS division_id
     FROM games g
     LEFT JOIN teams hteam ON hteam.competition_id = g.competition_id AND hteam.team_id = g.home_team_id
     LEFT JOIN teams ateam ON ateam.competition_id = g.competition_id AND ateam.team_id = g.away_team_id
     ORDER BY g.competition_id, g.game_id`,
  );
  const conferences = await db.all(
    `SELECT c.conference_id, c.long_name, c.short_name, c.division_id,
       list(DISTINCT t.competition_id ORDER BY t.competition_id) AS competition_ids
     FROM conferences c JOIN teams t USING (conference_id)
     GROUP BY ALL ORDER BY c.conference_id`,
  );
  return {
    teams: teams.map((row) => ({
      competitionId: num(row, 'competition_id'),
      teamId: num(row, 'team_id'),
      teamKey: str(row, 'team_key'),
      teamMarket: str(row, 'team_market'),
      teamName: strOrNull(row, 'team_name'),
      divisionId: num(row, 'division_id'),
      games: num(row, 'games'),
    })),
    players: players.map((row) => ({
      competitionId: num(row, 'competition_id'),
      playerId: num(row, 'player_id'),
      personId: num(row, 'person_id'),
      fullName: str(row, 'full_name'),
      teamMarket: str(row, 'team_market'),
      divisionId: num(row, 'division_id'),
      mins: num(row, 'mins'),
    })),
    games: games.map((row) => ({
      competitionId: num(row, 'competition_id'),
      gameId: num(row, 'game_id'),
      gameDate: strOrNull(row, 'date'),
      homeName: str(row, 'home_name'),
      awayName: str(row, 'away_name'),
      isNeutral: bool(row, 'neutral'),
      divisionId: numOrNull(row, 'division_id'),
    })),
    conferences: conferences.map((row) => {
      const ids = row['competition_ids'];
      if (!Array.isArray(ids)) throw new TypeError('Column "competition_ids" is not a list');
      return {
        conferenceId: num(row, 'conference_id'),
        conferenceLongName: str(row, 'long_name'),
        conferenceShortName: str(row, 'short_name'),
        divisionId: num(row, 'division_id'),
        competitionIds: ids.map((id) => {
          if (typeof id !== 'number') throw new TypeError('A competition id is not a number');
          return id;
        }),
      };
    }),
  };
}
