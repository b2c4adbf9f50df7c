/**
 * Shooting streaks: the longest run of consecutive makes and of consecutive misses, for field
 * goals, threes and free throws, of a team or a player. Attempts are taken in game order (game
 * date, then sequence), so without a game filter a streak may span games, as season streaks
 * do (e.g. 25 straight free throws over three games); with one it stays inside the game. Only
 * play-by-play games have attempts.
 */
import { merged } from '@courtside/contract';
import { longestStreaks, type StreakAttempt } from '@courtside/engine';
import type { Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull, readRowsByColumn, strOrNull } from '../../db/values';
import { andAll, namedIdFilter } from '../named';
import { ownRowsOf } from './game-list';

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

type Family = 'fg' | 'fg3' | 'ft';

/** One attempt as the query reads it, with the shooter it counts for. */
interface Attempt extends StreakAttempt {
  readonly teamId: number;
  readonly playerId: number | null;
  /** The roster id as text when known, else the play-by-play key; null for a team's streaks. */
  readonly shooter: string | null;
  /** The roster name, else the game's name, else the key (player streaks). */
  readonly name: string | null;
  readonly day: string | null;
  readonly period: number;
  readonly second: number;
  readonly isFreeThrow: boolean;
  readonly isThree: boolean;
}

const attemptOf =
  (byPlayer: boolean) =>
  (row: Row): Attempt => {
    const playerId = byPlayer ? numOrNull(row, 'player_id') : null;
    const key = strOrNull(row, 'player_key');
    return {
      made: row['made'] === true,
      gameId: num(row, 'game_id'),
      teamId: num(row, 'team_id'),
      playerId,
      shooter: byPlayer ? (playerId === null ? key : String(playerId)) : null,
      name: byPlayer ? (strOrNull(row, 'full_name') ?? strOrNull(row, 'game_name') ?? key) : null,
      day: strOrNull(row, 'day'),
      period: num(row, 'period'),
      second: num(row, 'game_second'),
      isFreeThrow: row['is_ft'] === true,
      isThree: row['is_three'] === true,
    };
  };

/** Null first, then by code point, as the answers have always been ordered. */
const byText = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/**
 * 'team' counts a team's attempts together; 'player' each shooter's (the roster id when the
 * game's player is on the roster, else the play-by-play key, whose side makes it differ home and
 * away). The attempts are read in game order (date, game, sequence) and each shooter's streaks
 * are found by longestStreaks; answers are ordered by team, name, kind and makes first.
 */
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
  const byPlayer = by === 'player';
  // By column: a team's season is a few thousand attempts (see readColumns).
  const attempts = await readRowsByColumn(
    db,
    `SELECT tg.team_id, strftime(tg.game_date, '%Y-%m-%d') AS day, e.game_id, e.period,
       e.game_second, gp.player_id, e.player_key, gp.name AS game_name, p.full_name, e.made,
       e.type = 'freeThrow' AS is_ft, e.type = 'shot' AND e.value = 3 AS is_three
     FROM ${ownRowsOf(filter, 'attempts')} e
     JOIN ${ownRowsOf(filter, 'team_games')} tg ON tg.game_id = e.game_id AND tg.side = e.side
     LEFT JOIN ${ownRowsOf(filter, 'game_players')} gp
       ON gp.game_id = e.game_id AND gp.player_key = e.player_key
     LEFT JOIN players p ON $byPlayer AND p.competition_id = $competitionId
       AND p.player_id = gp.player_id
     WHERE e.type IN ('shot', 'freeThrow') AND e.made IS NOT NULL
       AND tg.team_id IS NOT NULL
       ${andAll(named.conditions)}
       AND (NOT $byPlayer OR e.player_key IS NOT NULL)
     ORDER BY tg.game_date NULLS LAST, e.game_id, e.seq`,
    merged({ competitionId: filter.competitionId, byPlayer }, named.params),
    attemptOf(byPlayer),
  );
  const sequences = new Map<string, { family: Family; attempts: Attempt[] }>();
  const add = (attempt: Attempt, family: Family) => {
    const key = `${attempt.teamId}|${attempt.playerId ?? ''}|${attempt.shooter ?? ''}|${family}`;
    const sequence = sequences.get(key) ?? { family, attempts: [] };
    sequence.attempts.push(attempt);
    sequences.set(key, sequence);
  };
  for (const attempt of attempts) {
    add(attempt, attempt.isFreeThrow ? 'ft' : 'fg');
    if (attempt.isThree) add(attempt, 'fg3');
  }
  const streaks: Array<ShootingStreak & { shooter: string | null; family: Family }> = [];
  for (const { family, attempts: sequence } of sequences.values()) {
    for (const streak of longestStreaks(sequence)) {
      const start = sequence[streak.first];
      const end = sequence[streak.last];
      if (start === undefined || end === undefined) continue;
      streaks.push({
        kind: `${family}${streak.made ? 'Make' : 'Miss'}`,
        family,
        shooter: start.shooter,
        teamId: start.teamId,
        playerId: start.playerId,
        fullName: start.name,
        length: streak.length,
        startGameId: start.gameId,
        startGameDate: start.day,
        startPeriod: start.period,
        startSecond: start.second,
        endGameId: end.gameId,
        endGameDate: end.day,
        endPeriod: end.period,
        endSecond: end.second,
        games: streak.games,
      });
    }
  }
  streaks.sort(
    (a, b) =>
      a.teamId - b.teamId ||
      byText(a.fullName, b.fullName) ||
      byText(a.family, b.family) ||
      Number(b.kind.endsWith('Make')) - Number(a.kind.endsWith('Make')) ||
      byText(a.shooter, b.shooter),
  );
  return streaks.map(({ shooter: _shooter, family: _family, ...streak }) => streak);
}
