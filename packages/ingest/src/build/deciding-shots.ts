/**
 * Writes deciding_shots for one competition: its shots rows flagged `deciding`, copied as they
 * are, in game and sequence order. The flag is set when a game's attempts are written, so the
 * copy is whatever the shots table says.
 */
import type { WarehouseDb } from '@courtside/warehouse';

export async function buildDecidingShots(db: WarehouseDb, competitionId: number): Promise<void> {
  await db.run(
    `INSERT INTO deciding_shots BY NAME
     SELECT * FROM shots WHERE competition_id = $1 AND deciding ORDER BY game_id, seq`,
    [competitionId],
  );
}
