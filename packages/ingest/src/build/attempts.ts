/**
 * Writes a competition's `attempts`: every field goal and free throw of its play-by-play, the
 * event's columns a streak reads, sorted by shooting team, then date, game and sequence. A
 * team's shooting and scoring streaks then read its few thousand attempts from a few adjacent
 * blocks that DuckDB's zone maps find from `team_id`, where reading `events` for the team's games
 * visits every block of the season (its games are spread over the whole season there).
 * Runs after the competition's games and team lines are written. The rows are counted against
 * the events they copy: a join that lost or multiplied attempts fails the build.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { num } from '@courtside/warehouse';

const ATTEMPT_EVENTS = `e.competition_id = $1 AND e.type IN ('shot', 'freeThrow') AND e.made IS NOT NULL`;

export async function buildAttempts(db: WarehouseDb, competitionId: number): Promise<number> {
  const [events] = await db.all(`SELECT count(*) AS n FROM events e WHERE ${ATTEMPT_EVENTS}`, [
    competitionId,
  ]);
  await db.run(
    `INSERT INTO attempts BY NAME
     SELECT e.competition_id, e.game_id, e.seq, e.period, e.game_second, e.type, e.side,
       e.team_id, tg.game_date, e.player_key, e.made, e.value, e.home_score, e.away_score
     FROM events e
     LEFT JOIN team_games tg
       ON tg.competition_id = e.competition_id AND tg.game_id = e.game_id AND tg.side = e.side
     WHERE ${ATTEMPT_EVENTS}
     ORDER BY e.team_id NULLS LAST, tg.game_date NULLS LAST, e.game_id, e.seq`,
    [competitionId],
  );
  const [written] = await db.all(`SELECT count(*) AS n FROM attempts WHERE competition_id = $1`, [
    competitionId,
  ]);
  const expected = num(events ?? {}, 'n');
  const actual = num(written ?? {}, 'n');
  if (actual !== expected) {
    throw new Error(
      `Competition ${competitionId}: ${expected} attempt events became ${actual} attempts rows`,
    );
  }
  return actual;
}
