/**
 * Season lines of every person who played in a competition and in the previous one of the same
 * gender (player aggregates, season scope, summed per roster id), with what the transfer
 * analysis (METHODS §10, engine `transferImpacts`) needs: points, plays, minutes and team
 * minutes, the mean AdjD of the opponents of the games he played, the season's national
 * average efficiency, his class in the season left, and his two schools. `transferred` is true
 * when the schools differ (person links). Players come only from play-by-play games. Games,
 * listed position and conference name ride along for the lists that show a move's two seasons.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { exactAvg, exactSum } from '../exact-sum';

export interface MoverSeasonLine {
  competitionId: number;
  playerId: number;
  teamId: number;
  teamKey: string;
  teamMarket: string;
  conferenceId: number | null;
  conferenceShortName: string | null;
  divisionId: number;
  /** Listed position on that season's roster (G, F, C). */
  position: string | null;
  gp: number;
  pts: number;
  fga: number;
  fta: number;
  tov: number;
  minutes: number;
  teamMinutes: number;
  meanOppAdjD: number | null;
  leagueAvg: number | null;
}

export interface PersonSeasonPair {
  personId: number;
  fullName: string;
  /** Class in the season left. */
  classYear: string | null;
  transferred: boolean;
  before: MoverSeasonLine;
  after: MoverSeasonLine;
}

const SEASON_COLUMNS = [
  'competition_id',
  'player_id',
  'team_id',
  'team_key',
  'team_market',
  'conference_id',
  'conference_short_name',
  'division_id',
  'position',
  'gp',
  'pts',
  'fga',
  'fta',
  'tov',
  'minutes',
  'team_minutes',
  'mean_opp_adjd',
  'league_avg',
];

function lineOf(row: Row, prefix: string): MoverSeasonLine {
  const at = (column: string): string => `${prefix}${column}`;
  return {
    competitionId: num(row, at('competition_id')),
    playerId: num(row, at('player_id')),
    teamId: num(row, at('team_id')),
    teamKey: str(row, at('team_key')),
    teamMarket: str(row, at('team_market')),
    conferenceId: numOrNull(row, at('conference_id')),
    conferenceShortName: strOrNull(row, at('conference_short_name')),
    divisionId: num(row, at('division_id')),
    position: strOrNull(row, at('position')),
    gp: num(row, at('gp')),
    pts: num(row, at('pts')),
    fga: num(row, at('fga')),
    fta: num(row, at('fta')),
    tov: num(row, at('tov')),
    minutes: num(row, at('minutes')),
    teamMinutes: num(row, at('team_minutes')),
    meanOppAdjD: numOrNull(row, at('mean_opp_adjd')),
    leagueAvg: numOrNull(row, at('league_avg')),
  };
}

export async function personSeasonPairs(
  db: WarehouseDb,
  competitionId: number,
): Promise<PersonSeasonPair[]> {
  const rows = await db.all(
    `WITH here AS (SELECT competition_id, gender, season FROM competitions
         WHERE competition_id = $competitionId),
       both_seasons AS (SELECT c.competition_id FROM competitions c, here
         WHERE c.gender = here.gender AND c.season IN (here.season, here.season - 1)),
       lines AS (
         SELECT a.competition_id, a.player_id, a.team_id, sum(a.gp) AS gp, sum(a.pts) AS pts,
           sum(a.fga) AS fga, sum(a.fta) AS fta, sum(a.tov) AS tov,
           ${exactSum('a.seconds')} / 60 AS minutes,
           ${exactSum('a.tm_seconds')} / 60 AS team_minutes
         FROM player_aggregates a
         WHERE a.scope = 'season' AND a.player_id IS NOT NULL
           AND a.competition_id IN (SELECT competition_id FROM both_seasons)
         GROUP BY a.competition_id, a.player_id, a.team_id),
       opp AS (
         SELECT pg.competition_id, pg.player_id, pg.team_id, ${exactAvg('r.drtg_adj')} AS mean_opp_adjd
         FROM player_games pg
         JOIN team_ratings r ON r.competition_id = pg.competition_id AND r.team_id = pg.opp_team_id
         WHERE pg.split = 'game' AND pg.seconds > 0 AND pg.player_id IS NOT NULL
           AND pg.competition_id IN (SELECT competition_id FROM both_seasons)
         GROUP BY pg.competition_id, pg.player_id, pg.team_id),
       seasons AS (
         SELECT l.*, o.mean_opp_adjd, lr.avg_efficiency AS league_avg, p.person_id, p.full_name,
           p.class_year, p.position, t.team_key, t.team_market, t.conference_id, t.division_id,
           c.short_name AS conference_short_name
         FROM lines l
         JOIN players p ON p.competition_id = l.competition_id AND p.player_id = l.player_id
         JOIN teams t ON t.competition_id = l.competition_id AND t.team_id = l.team_id
         LEFT JOIN conferences c ON c.conference_id = t.conference_id
         LEFT JOIN opp o ON o.competition_id = l.competition_id AND o.player_id = l.player_id
           AND o.team_id = l.team_id
         LEFT JOIN league_ratings lr ON lr.competition_id = l.competition_id
           AND lr.division_id = t.division_id
         QUALIFY row_number() OVER (PARTITION BY l.competition_id, p.person_id
           ORDER BY l.minutes DESC, l.player_id) = 1)
     SELECT b.person_id, a.full_name, b.class_year, b.team_key <> a.team_key AS transferred,
       ${SEASON_COLUMNS.map((c) => `b.${c} AS b_${c}, a.${c} AS a_${c}`).join(', ')}
     FROM seasons b
     JOIN seasons a ON a.person_id = b.person_id AND a.competition_id = $competitionId
     WHERE b.competition_id <> $competitionId
     ORDER BY b.person_id`,
    { competitionId },
  );
  return rows.map((row) => ({
    personId: num(row, 'person_id'),
    fullName: str(row, 'full_name'),
    classYear: strOrNull(row, 'class_year'),
    transferred: row['transferred'] === true,
    before: lineOf(row, 'b_'),
    after: lineOf(row, 'a_'),
  }));
}

export interface TransferTeamRow {
  teamId: number;
  teamKey: string;
  teamMarket: string;
  conferenceId: number | null;
  divisionId: number;
  /** Player minutes of the team's play-by-play games (5 × game minutes). */
  pbpPlayerMinutes: number;
}

/** Teams of a competition (optionally one team, conference or division) with their schools. */
export async function transferTeams(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId: number | null;
    conferenceId: number | null;
    divisionId: number | null;
  },
): Promise<TransferTeamRow[]> {
  const rows = await db.all(
    `WITH minutes AS (
       SELECT pg.team_id, ${exactSum('pg.seconds')} / 60 AS pbp_player_minutes
       FROM player_games pg
       WHERE pg.competition_id = $competitionId AND pg.split = 'game'
       GROUP BY pg.team_id)
     SELECT t.team_id, t.team_key, t.team_market, t.conference_id, t.division_id,
       coalesce(m.pbp_player_minutes, 0) AS pbp_player_minutes
     FROM teams t
     LEFT JOIN minutes m ON m.team_id = t.team_id
     WHERE t.competition_id = $competitionId
       AND ($teamId::INTEGER IS NULL OR t.team_id = $teamId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)
       AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
     ORDER BY t.team_market, t.team_id`,
    filter,
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    teamKey: str(row, 'team_key'),
    teamMarket: str(row, 'team_market'),
    conferenceId: numOrNull(row, 'conference_id'),
    divisionId: num(row, 'division_id'),
    pbpPlayerMinutes: num(row, 'pbp_player_minutes'),
  }));
}
