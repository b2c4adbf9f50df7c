/**
 * Which of some ids the warehouse holds, so the API can answer 400 "unknown team 12" instead of
 * an empty list that looks like "no games yet". One fixed statement per kind of id.
 */
import type { WarehouseDb } from '../../db/connection';
import { num } from '../../db/values';
import { idListParam, inIdList } from './params';

export type IdKind = 'team' | 'player' | 'game' | 'conference';

const EXISTING_SQL: Readonly<Record<IdKind, string>> = {
  team: `SELECT DISTINCT team_id AS id FROM teams
         WHERE ${inIdList('ids', 'team_id')} AND ${inIdList('competitionIds', 'competition_id')}`,
  player: `SELECT DISTINCT player_id AS id FROM players
           WHERE ${inIdList('ids', 'player_id')} AND ${inIdList('competitionIds', 'competition_id')}`,
  game: `SELECT DISTINCT game_id AS id FROM games
         WHERE ${inIdList('ids', 'game_id')} AND ${inIdList('competitionIds', 'competition_id')}`,
  // Conferences are global; with competitions, only those with a team in one of them.
  conference: `SELECT DISTINCT c.conference_id AS id FROM conferences c
               WHERE ${inIdList('ids', 'c.conference_id')}
                 AND ($competitionIds::VARCHAR IS NULL OR EXISTS (
                   SELECT 1 FROM teams t WHERE t.conference_id = c.conference_id
                     AND ${inIdList('competitionIds', 't.competition_id')}))`,
};

/** The subset of `ids` present (within `competitionIds` when given). */
export async function existingIds(
  db: WarehouseDb,
  kind: IdKind,
  ids: readonly number[],
  competitionIds?: readonly number[] | null,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.all(EXISTING_SQL[kind], {
    ids: idListParam(ids),
    competitionIds: idListParam(competitionIds),
  });
  return new Set(rows.map((row) => num(row, 'id')));
}
