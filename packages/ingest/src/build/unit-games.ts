/**
 * Writes unit_games and unit_seasons for one competition: every team's five-player units of
 * every play-by-play game with their stints and the attempts taken and allowed while on the
 * floor, in one SQL statement over the competition's stints and attempts (the warehouse's
 * UNIT_GAMES_ROWS_SQL, the same unit CTEs a per-request grouping would use); then each unit's
 * season, those rows summed once. Lineups and on/off are sums of these stored rows.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { UNIT_GAMES_ROWS_SQL, UNIT_SEASONS_ROWS_SQL } from '@courtside/warehouse';

export async function buildUnitGames(db: WarehouseDb, competitionId: number): Promise<void> {
  // The unit CTEs take a team and a game, both unnamed here: every team's rows of every game.
  await db.run(`INSERT INTO unit_games BY NAME ${UNIT_GAMES_ROWS_SQL}`, {
    competitionId,
    teamId: null,
    gameId: null,
  });
  await db.run(`INSERT INTO unit_seasons BY NAME ${UNIT_SEASONS_ROWS_SQL}`, { competitionId });
}
