/**
 * Scoring streaks from the play-by-play (METHODS §6):
 * - team runs: the stored runs (one side scores ≥ 8 unanswered points, free throws count), seen
 *   from a team: its own runs (isOffense) and its opponents' runs against it;
 * - player streaks: consecutive points of a team all scored by one player (the team's scoring
 *   plays in order, grouped while the scorer stays the same), with what the opponent scored
 *   meanwhile; reported from `minPoints` up.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { ownRowsOf, tableInGamesOf } from './game-list';

export interface TeamRun {
  gameId: number;
  gameDate: string | null;
  /** The team the row is about (filter), and whether the run was its own. */
  teamId: number;
  teamIdAgst: number | null;
  isOffense: boolean;
  points: number;
  startSeq: number;
  endSeq: number;
  startSecond: number;
  endSecond: number;
  startPeriod: number;
  endPeriod: number;
  /** The team's and its opponent's score when the run began. */
  teamScoreStart: number;
  oppScoreStart: number;
  acrossHalftime: boolean;
}

export async function teamRuns(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId?: number | null;
    gameId?: number | null;
    minPoints?: number;
  },
): Promise<TeamRun[]> {
  const rows = await db.all(
    `SELECT r.game_id, strftime(tg.game_date, '%Y-%m-%d') AS date, tg.team_id, tg.opp_team_id,
       r.side = tg.side AS is_offense, r.points, r.start_seq, r.end_seq, r.start_second, r.end_second,
       es.period AS start_period, ee.period AS end_period,
       CASE WHEN tg.side = 'home' THEN r.start_home ELSE r.start_away END AS team_start,
       CASE WHEN tg.side = 'home' THEN r.start_away ELSE r.start_home END AS opp_start,
       r.across_halftime
     FROM ${tableInGamesOf(filter, 'runs')} r
     JOIN ${tableInGamesOf(filter, 'team_games')} tg ON tg.game_id = r.game_id
     JOIN ${tableInGamesOf(filter, 'events')} es ON es.game_id = r.game_id AND es.seq = r.start_seq
     JOIN ${tableInGamesOf(filter, 'events')} ee ON ee.game_id = r.game_id AND ee.seq = r.end_seq
     WHERE tg.team_id IS NOT NULL AND r.points >= $minPoints
       AND ($gameId::INTEGER IS NULL OR r.game_id = $gameId::INTEGER)
       AND (CASE WHEN $teamId::INTEGER IS NULL THEN r.side = tg.side ELSE tg.team_id = $teamId::INTEGER END)
     ORDER BY tg.game_date NULLS LAST, r.game_id, r.start_seq, is_offense DESC`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      gameId: filter.gameId ?? null,
      minPoints: filter.minPoints ?? 0,
    },
  );
  return rows.map((row) => ({
    gameId: num(row, 'game_id'),
    gameDate: strOrNull(row, 'date'),
    teamId: num(row, 'team_id'),
    teamIdAgst: numOrNull(row, 'opp_team_id'),
    isOffense: bool(row, 'is_offense'),
    points: num(row, 'points'),
    startSeq: num(row, 'start_seq'),
    endSeq: num(row, 'end_seq'),
    startSecond: num(row, 'start_second'),
    endSecond: num(row, 'end_second'),
    startPeriod: num(row, 'start_period'),
    endPeriod: num(row, 'end_period'),
    teamScoreStart: num(row, 'team_start'),
    oppScoreStart: num(row, 'opp_start'),
    acrossHalftime: bool(row, 'across_halftime'),
  }));
}

export interface PlayerScoringStreak {
  gameId: number;
  gameDate: string | null;
  playerId: number | null;
  fullName: string;
  teamId: number;
  teamIdAgst: number | null;
  /** Consecutive team points by the player, and the scoring plays they took. */
  points: number;
  scoringPlays: number;
  /** What the opponent scored between the streak's first and last basket. */
  ptsAgstDuring: number;
  startSeq: number;
  endSeq: number;
  startSecond: number;
  endSecond: number;
  startPeriod: number;
  endPeriod: number;
  teamScoreStart: number;
  oppScoreStart: number;
}

/** Default floor of a reported player streak (points). */
export const PLAYER_STREAK_MIN_POINTS = 7;

export async function playerScoringStreaks(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    teamId?: number | null;
    playerId?: number | null;
    gameId?: number | null;
    minPoints?: number;
  },
): Promise<PlayerScoringStreak[]> {
  const rows = await db.all(
    `WITH scoring AS (
       SELECT e.game_id, e.seq, e.side, e.team_id, e.player_key, e.value AS pts, e.game_second,
         e.period, e.home_score, e.away_score
       FROM ${ownRowsOf(filter, 'attempts')} e
       WHERE e.type IN ('shot', 'freeThrow') AND e.made AND e.value > 0
         AND ($gameId::INTEGER IS NULL OR e.game_id = $gameId::INTEGER)),
     islands AS (
       SELECT *, row_number() OVER (PARTITION BY game_id, side ORDER BY seq)
         - row_number() OVER (PARTITION BY game_id, side, player_key ORDER BY seq) AS grp
       FROM scoring),
     streaks AS (
       SELECT game_id, side, any_value(team_id) AS team_id, player_key, sum(pts) AS points,
         count(*) AS plays, min(seq) AS start_seq, max(seq) AS end_seq,
         arg_min(game_second, seq) AS start_second, arg_max(game_second, seq) AS end_second,
         arg_min(period, seq) AS start_period, arg_max(period, seq) AS end_period,
         arg_min(home_score, seq) - CASE WHEN side = 'home' THEN arg_min(pts, seq) ELSE 0 END AS home_start,
         arg_min(away_score, seq) - CASE WHEN side = 'away' THEN arg_min(pts, seq) ELSE 0 END AS away_start,
         arg_max(home_score, seq) AS home_end, arg_max(away_score, seq) AS away_end
       FROM islands WHERE player_key IS NOT NULL
       GROUP BY game_id, side, player_key, grp)
     SELECT s.*, strftime(tg.game_date, '%Y-%m-%d') AS date, tg.opp_team_id, gp.player_id,
       coalesce(p.full_name, gp.name) AS full_name
     FROM streaks s
     JOIN ${ownRowsOf(filter, 'team_games')} tg ON tg.game_id = s.game_id AND tg.side = s.side
     JOIN ${ownRowsOf(filter, 'game_players')} gp
       ON gp.game_id = s.game_id AND gp.player_key = s.player_key
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = gp.player_id
     WHERE s.points >= $minPoints AND tg.team_id IS NOT NULL
       AND ($teamId::INTEGER IS NULL OR tg.team_id = $teamId::INTEGER)
       AND ($playerId::INTEGER IS NULL OR gp.player_id = $playerId::INTEGER)
     ORDER BY s.points DESC, tg.game_date NULLS LAST, s.game_id, s.start_seq`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      playerId: filter.playerId ?? null,
      gameId: filter.gameId ?? null,
      minPoints: filter.minPoints ?? PLAYER_STREAK_MIN_POINTS,
    },
  );
  return rows.map((row) => {
    const home = str(row, 'side') === 'home';
    const teamStart = num(row, home ? 'home_start' : 'away_start');
    const oppStart = num(row, home ? 'away_start' : 'home_start');
    const oppEnd = num(row, home ? 'away_end' : 'home_end');
    return {
      gameId: num(row, 'game_id'),
      gameDate: strOrNull(row, 'date'),
      playerId: numOrNull(row, 'player_id'),
      fullName: str(row, 'full_name'),
      teamId: num(row, 'team_id'),
      teamIdAgst: numOrNull(row, 'opp_team_id'),
      points: num(row, 'points'),
      scoringPlays: num(row, 'plays'),
      ptsAgstDuring: oppEnd - oppStart,
      startSeq: num(row, 'start_seq'),
      endSeq: num(row, 'end_seq'),
      startSecond: num(row, 'start_second'),
      endSecond: num(row, 'end_second'),
      startPeriod: num(row, 'start_period'),
      endPeriod: num(row, 'end_period'),
      teamScoreStart: teamStart,
      oppScoreStart: oppStart,
    };
  });
}
