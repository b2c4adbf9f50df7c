/**
 * Which of some ids the warehouse holds, so the API can answer 400 "unknown team 12" instead of
 * an empty list that looks like "no games yet". One fixed statement per kind of id.
 */
import type { WarehouseDb } from '../../db/connection';
import { num } from '../../db/values';
import { memoPerCompetition } from '../competition-memo';
import type { CompetitionRead } from '../competition-memo';
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

/** Every id of a kind one competition holds, by the same rules as EXISTING_SQL. */
const COMPETITION_IDS_SQL: Readonly<Record<IdKind, string>> = {
  team: 'SELECT DISTINCT team_id AS id FROM teams WHERE competition_id = $competitionId',
  player: 'SELECT DISTINCT player_id AS id FROM players WHERE competition_id = $competitionId',
  game: 'SELECT DISTINCT game_id AS id FROM games WHERE competition_id = $competitionId',
  conference: `SELECT DISTINCT c.conference_id AS id FROM conferences c
               JOIN teams t ON t.conference_id = c.conference_id
               WHERE t.competition_id = $competitionId`,
};

/**
 * Every request checks its ids within its one competition; on a served file the competition's
 * ids are read once (a few thousand integers per kind) instead of a query per request.
 */
const competitionIds: Readonly<Record<IdKind, CompetitionRead<ReadonlySet<number>>>> = {
  team: idsOfCompetition('team'),
  player: idsOfCompetition('player'),
  game: idsOfCompetition('game'),
  conference: idsOfCompetition('conference'),
};

function idsOfCompetition(kind: IdKind): CompetitionRead<ReadonlySet<number>> {
  return memoPerCompetition(async (db, competitionId) => {
    const rows = await db.all(COMPETITION_IDS_SQL[kind], { competitionId });
    return new Set(rows.map((row) => num(row, 'id')));
  });
}

/** The subset of `ids` present (within `competitionIds` when given). */
export async function existingIds(
  db: WarehouseDb,
  kind: IdKind,
  ids: readonly number[],
  within?: readonly number[] | null,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [only, ...others] = within ?? [];
  if (db.readOnly && only !== undefined && others.length === 0) {
    const held = await competitionIds[kind](db, only);
    return new Set(ids.filter((id) => held.has(id)));
  }
  const rows = await db.all(EXISTING_SQL[kind], {
    ids: idListParam(ids),
    competitionIds: idListParam(within),
  });
  return new Set(rows.map((row) => num(row, 'id')));
}
