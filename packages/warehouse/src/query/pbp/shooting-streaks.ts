/**
 * Shooting streaks: the longest run of consecutive makes and of consecutive misses, for field
 * goals, threes and free throws, of a team or a player. Attempts are taken in game order (game
 * date, then sequence), so without a game filter a streak may span games, as season streaks
 * do (e.g. 25 straight free throws over three games); with one it stays inside the game. Only
 * play-by-play games have attempts.
 */
import { merged } from '@courtside/contract';
import type { WarehouseDb } from '../../db/connection';
import { tableInGamesOf } from './game-list';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { andAll, namedIdFilter } from '../named';

export type StreakKind = 'fgMake' | 'fgMiss' | 'fg3Make' | 'fg3Miss' | 'ftMake' | 'ftMiss';

export interface ShootingStreak {
  kind: StreakKind;
  teamId: number;
  playerId: number | null;
  fullName: string | null;
  length: number;
  startGameId: number;
  startGameDate: string | null;
  startPeriod: number;
  startSecond: number;
  endGameId: number;
  endGameDate: string | null;
  endPeriod: number;
  endSecond: number;
  /** Games the streak touched. */
  games: number;
}

export interface ShootingStreakFilter {
  competitionId: number;
  teamId?: number | null;
  playerId?: number | null;
  gameId?: number | null;
}

/** 'team' partitions by team; 'player' by team and player. */
export async function shootingStreaks(
  db: WarehouseDb,
  filter: ShootingStreakFilter,
  by: 'team' | 'player',
): Promise<ShootingStreak[]> {
  const named = namedIdFilter(filter, {
    gameId: 'e.game_id = $gameId',
    teamId: 'tg.team_id = $teamId',
    playerId: 'gp.player_id = $playerId',
  });
  const rows = await db.all(
    `WITH attempts AS (
       SELECT e.game_id, e.seq, e.period, e.game_second, tg.game_date, tg.team_id,
         CASE WHEN $byPlayer THEN gp.player_id END AS player_id,
         -- The roster id when known: play-by-play keys carry the side, so differ home and away.
         CASE WHEN $byPlayer THEN coalesce(gp.player_id::VARCHAR, e.player_key) END AS shooter,
         CASE WHEN $byPlayer THEN coalesce(gp.name, e.player_key) END AS pbp_name,
         e.made, e.type = 'freeThrow' AS is_ft, e.type = 'shot' AND e.value = 3 AS is_three
       FROM ${tableInGamesOf(filter, 'events')} e
       JOIN ${tableInGamesOf(filter, 'team_games')} tg ON tg.game_id = e.game_id AND tg.side = e.side
       LEFT JOIN ${tableInGamesOf(filter, 'game_players')} gp
         ON gp.game_id = e.game_id AND gp.player_key = e.player_key
       WHERE e.type IN ('shot', 'freeThrow') AND e.made IS NOT NULL
         AND tg.team_id IS NOT NULL
         ${andAll(named.conditions)}
         AND (NOT $byPlayer OR e.player_key IS NOT NULL)),
     kinds AS (
       SELECT *, CASE WHEN is_ft THEN 'ft' ELSE 'fg' END AS family FROM attempts
       UNION ALL SELECT *, 'fg3' AS family FROM attempts WHERE is_three),
     -- pos: the attempt's place in its shooter's sequence (date, game, event), unique, so a
     -- streak's first and last attempts are its least and greatest pos (an integer key costs a
     -- fraction of comparing (date, game, seq) tuples in the aggregates below).
     ordered AS (
       SELECT *, row_number() OVER (PARTITION BY team_id, player_id, shooter, family ORDER BY game_date NULLS LAST, game_id, seq) AS pos,
         row_number() OVER (PARTITION BY team_id, player_id, shooter, family ORDER BY game_date NULLS LAST, game_id, seq)
         - row_number() OVER (PARTITION BY team_id, player_id, shooter, family, made ORDER BY game_date NULLS LAST, game_id, seq) AS grp
       FROM kinds),
     streaks AS (
       SELECT team_id, player_id, shooter, family, made, count(*) AS length,
         arg_min(game_id, pos) AS start_game, arg_min(game_date, pos) AS start_date,
         arg_min(period, pos) AS start_period, arg_min(game_second, pos) AS start_second,
         arg_max(game_id, pos) AS end_game, arg_max(game_date, pos) AS end_date,
         arg_max(period, pos) AS end_period, arg_max(game_second, pos) AS end_second,
         count(DISTINCT game_id) AS games, any_value(pbp_name) AS pbp_name
       FROM ordered GROUP BY team_id, player_id, shooter, family, made, grp),
     best AS (
       SELECT *, row_number() OVER (PARTITION BY team_id, player_id, shooter, family, made
         ORDER BY length DESC, start_date NULLS LAST, start_game, start_second) AS place
       FROM streaks)
     SELECT b.*, strftime(b.start_date, '%Y-%m-%d') AS start_day, strftime(b.end_date, '%Y-%m-%d') AS end_day,
       coalesce(p.full_name, b.pbp_name) AS full_name
     FROM best b
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = b.player_id
     WHERE b.place = 1
     ORDER BY b.team_id, full_name NULLS FIRST, b.family, b.made DESC`,
    merged({ competitionId: filter.competitionId, byPlayer: by === 'player' }, named.params),
  );
  return rows.map((row): ShootingStreak => {
    const family = str(row, 'family');
    const made = row['made'] === true;
    return {
      kind: `${family}${made ? 'Make' : 'Miss'}` as StreakKind,
      teamId: num(row, 'team_id'),
      playerId: numOrNull(row, 'player_id'),
      fullName: by === 'player' ? (strOrNull(row, 'full_name') ?? str(row, 'shooter')) : null,
      length: num(row, 'length'),
      startGameId: num(row, 'start_game'),
      startGameDate: strOrNull(row, 'start_day'),
      startPeriod: num(row, 'start_period'),
      startSecond: num(row, 'start_second'),
      endGameId: num(row, 'end_game'),
      endGameDate: strOrNull(row, 'end_day'),
      endPeriod: num(row, 'end_period'),
      endSecond: num(row, 'end_second'),
      games: num(row, 'games'),
    };
  });
}
