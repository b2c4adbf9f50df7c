/**
 * The season rows of team-agg-stats as the build serialized them (team_season_docs): the JSON
 * array (UTF-8 bytes) of the teams a filter names, in the order the computed answer has (market, team,
 * offense row first). Null when the file cannot answer for this code — rows written by code
 * with another fingerprint, none at all, or a file built before the table existed — and the
 * caller computes the rows instead.
 */
import type { WarehouseDb } from '../../db/connection';
import { fileHasTable } from '../stored-table';
import { bool, num, str } from '../../db/values';
import { teamParams } from '../teams';
import type { TeamFilter } from '../teams';
import { listParam } from './competition';
import { TEAM_AGG_ROWS_FINGERPRINT, teamAggRowId, storedRowsJson } from './team-agg-rows';

export interface TeamSeasonDocsFilter extends TeamFilter {
  readonly teamIds?: readonly number[] | null;
  /** One side of the ball; both when undefined. */
  readonly isOffense?: boolean;
  /** The `updated` stamp of every row (the served file's build time). */
  readonly updated: string;
}

export async function teamSeasonDocsJson(
  db: WarehouseDb,
  filter: TeamSeasonDocsFilter,
): Promise<Buffer | null> {
  if (!(await fileHasTable(db, 'team_season_docs'))) return null;
  // No ORDER BY: sorting the ~3 kB bodies with their keys doubled the query's time; the
  // build stored each team's place in the answer order instead.
  const rows = await db.all(
    `SELECT team_id, is_offense, position, fingerprint, body FROM team_season_docs
     WHERE competition_id = $competitionId
       AND ($divisionId::INTEGER IS NULL OR division_id = $divisionId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR conference_id = $conferenceId::INTEGER)
       AND ($teamId::INTEGER IS NULL OR team_id = $teamId::INTEGER)
       AND ($teamIds::VARCHAR IS NULL OR list_contains(string_split($teamIds, ',')::INTEGER[], team_id))
       AND ($isOffense::BOOLEAN IS NULL OR is_offense = $isOffense::BOOLEAN)`,
    {
      ...teamParams(filter),
      teamIds: filter.teamIds && filter.teamIds.length > 0 ? listParam(filter.teamIds) : null,
      isOffense: filter.isOffense ?? null,
    },
  );
  if (rows.length === 0) return null;
  const docs = rows.map((row) => ({
    teamId: num(row, 'team_id'),
    isOffense: bool(row, 'is_offense'),
    position: num(row, 'position'),
    current: str(row, 'fingerprint') === TEAM_AGG_ROWS_FINGERPRINT,
    body: str(row, 'body'),
  }));
  if (docs.some((doc) => !doc.current)) return null;
  docs.sort((a, b) => a.position - b.position || Number(b.isOffense) - Number(a.isOffense));
  return storedRowsJson(
    docs.map((doc) => ({
      id: teamAggRowId(filter.competitionId, doc.teamId, 'season', doc.isOffense),
      tail: doc.body,
    })),
    filter.updated,
  );
}
