/**
 * Game lists: the schedule with scores, coverage and the ratings prediction (`games`,
 * `raw-games`, live games of a date range) and the game explorer's search with margins,
 * possessions and opponent ranks.
 */
import type { MatchupRating } from '@courtside/engine';
import type { Row, WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, readRowsByColumn, str, strOrNull } from '../../db/values';
import { gameListPrediction } from './game-predictions';
import type { GameListPrediction } from './game-predictions';
import { idListParam, inIdList } from './params';

export interface GameListFilter {
  competitionIds?: readonly number[] | null;
  gameIds?: readonly number[] | null;
  /** Games where either team is one of these. */
  teamIds?: readonly number[] | null;
  /** Games where either team plays in this division / conference. */
  divisionId?: number | null;
  conferenceId?: number | null;
  /** Inclusive yyyy-mm-dd bounds. */
  from?: string | null;
  to?: string | null;
  /** Newest first and at most this many (null: all, oldest first). */
  latest?: number | null;
}

export interface GameListRow {
  competitionId: number;
  gameId: number;
  gameDate: string | null;
  homeTeamId: number | null;
  homeName: string;
  homeConferenceId: number | null;
  homeNetRanking: number | null;
  awayTeamId: number | null;
  awayName: string;
  awayConferenceId: number | null;
  awayNetRanking: number | null;
  homeScore: number | null;
  awayScore: number | null;
  isNeutral: boolean;
  conferenceGame: boolean;
  confTournament: boolean;
  periods: number | null;
  coverage: 'pbp' | 'box' | 'schedule';
  poss: number | null;
  /** The engine's prediction from the stored ratings; null when a team has no rating. */
  prediction: GameListPrediction | null;
}

const COVERAGES = new Set(['pbp', 'box', 'schedule']);

/** A side's adjusted ratings (`home_` or `away_` columns); null without a team_ratings row. */
function matchupRating(row: Row, side: 'home' | 'away'): MatchupRating | null {
  const ortgAdj = numOrNull(row, `${side}_ortg_adj`);
  const drtgAdj = numOrNull(row, `${side}_drtg_adj`);
  const paceAdj = numOrNull(row, `${side}_pace_adj`);
  if (ortgAdj === null || drtgAdj === null || paceAdj === null) return null;
  return { ortgAdj, drtgAdj, paceAdj };
}

function predictionOf(row: Row): GameListPrediction | null {
  const avgEfficiency = numOrNull(row, 'avg_efficiency');
  const avgTempo = numOrNull(row, 'avg_tempo');
  const gender = strOrNull(row, 'gender');
  return gameListPrediction({
    home: matchupRating(row, 'home'),
    away: matchupRating(row, 'away'),
    league: avgEfficiency === null || avgTempo === null ? null : { avgEfficiency, avgTempo },
    gender: gender === 'MALE' || gender === 'FEMALE' ? gender : null,
    seasonStartYear: numOrNull(row, 'start_year'),
    isNeutral: bool(row, 'neutral'),
    played: numOrNull(row, 'home_score') !== null && numOrNull(row, 'away_score') !== null,
  });
}

function gameListRow(row: Row): GameListRow {
  const coverage = str(row, 'coverage');
  if (!COVERAGES.has(coverage)) throw new TypeError(`Unknown coverage "${coverage}"`);
  return {
    competitionId: num(row, 'competition_id'),
    gameId: num(row, 'game_id'),
    gameDate: strOrNull(row, 'date'),
    homeTeamId: numOrNull(row, 'home_team_id'),
    homeName: str(row, 'home_name'),
    homeConferenceId: numOrNull(row, 'home_conference_id'),
    homeNetRanking: numOrNull(row, 'home_net_rank'),
    awayTeamId: numOrNull(row, 'away_team_id'),
    awayName: str(row, 'away_name'),
    awayConferenceId: numOrNull(row, 'away_conference_id'),
    awayNetRanking: numOrNull(row, 'away_net_rank'),
    homeScore: numOrNull(row, 'home_score'),
    awayScore: numOrNull(row, 'away_score'),
    isNeutral: bool(row, 'neutral'),
    conferenceGame: bool(row, 'conference_game'),
    confTournament: bool(row, 'conf_tournament'),
    periods: numOrNull(row, 'periods'),
    coverage: coverage as GameListRow['coverage'],
    poss: numOrNull(row, 'poss'),
    prediction: predictionOf(row),
  };
}

/**
 * Games with both teams' conference and rating rank, and the prediction from both teams' adjusted
 * ratings (game-predictions.ts). Filters combine with AND; a NULL filter matches everything.
 * Possessions are the home row's (both rows carry the same game count).
 */
export async function gameList(db: WarehouseDb, filter: GameListFilter): Promise<GameListRow[]> {
  // By column: a season's 6,000 games as row objects cost more than the query (readColumns).
  return readRowsByColumn(
    db,
    `SELECT g.competition_id, g.game_id, strftime(g.game_date, '%Y-%m-%d') AS date,
       g.home_team_id, g.home_name, g.away_team_id, g.away_name, g.home_score, g.away_score,
       g.neutral, g.conference_game, g.conf_tournament, g.periods, g.coverage,
       hteam.conference_id AS home_conference_id, ateam.conference_id AS away_conference_id,
       hr.net_rank AS home_net_rank, ar.net_rank AS away_net_rank, tg.poss,
       hr.ortg_adj AS home_ortg_adj, hr.drtg_adj AS home_drtg_adj, hr.pace_adj AS home_pace_adj,
       ar.ortg_adj AS away_ortg_adj, ar.drtg_adj AS away_drtg_adj, ar.pace_adj AS away_pace_adj,
       lr.avg_efficiency, lr.avg_tempo, c.gender, c.start_year
     FROM games g
     LEFT JOIN competitions c ON c.competition_id = g.competition_id
     LEFT JOIN teams hteam ON hteam.competition_id = g.competition_id AND hteam.team_id = g.home_team_id
     LEFT JOIN teams ateam ON ateam.competition_id = g.competition_id AND ateam.team_id = g.away_team_id
     -- A prediction needs both teams in one rating pool: their division.
     LEFT JOIN league_ratings lr ON lr.competition_id = g.competition_id
       AND lr.division_id = hteam.division_id AND hteam.division_id = ateam.division_id
     LEFT JOIN team_ratings hr ON hr.competition_id = g.competition_id AND hr.team_id = g.home_team_id
     LEFT JOIN team_ratings ar ON ar.competition_id = g.competition_id AND ar.team_id = g.away_team_id
     LEFT JOIN team_games tg ON tg.competition_id = g.competition_id AND tg.game_id = g.game_id
       AND tg.side = 'home'
     WHERE ${inIdList('competitionIds', 'g.competition_id')}
       AND ${inIdList('gameIds', 'g.game_id')}
       AND ($teamIds::VARCHAR IS NULL OR ${inIdList('teamIds', 'g.home_team_id')}
            OR ${inIdList('teamIds', 'g.away_team_id')})
       AND ($divisionId::INTEGER IS NULL OR hteam.division_id = $divisionId::INTEGER
            OR ateam.division_id = $divisionId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR hteam.conference_id = $conferenceId::INTEGER
            OR ateam.conference_id = $conferenceId::INTEGER)
       AND ($from::DATE IS NULL OR g.game_date >= $from::DATE)
       AND ($to::DATE IS NULL OR g.game_date <= $to::DATE)
     ORDER BY
       CASE WHEN $latest::INTEGER IS NULL THEN g.game_date END ASC NULLS LAST,
       CASE WHEN $latest::INTEGER IS NOT NULL THEN g.game_date END DESC NULLS LAST,
       g.game_id
     LIMIT coalesce($latest::INTEGER, 2147483647)`,
    {
      competitionIds: idListParam(filter.competitionIds),
      gameIds: idListParam(filter.gameIds),
      teamIds: idListParam(filter.teamIds),
      divisionId: filter.divisionId ?? null,
      conferenceId: filter.conferenceId ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      latest: filter.latest ?? null,
    },
    gameListRow,
  );
}
