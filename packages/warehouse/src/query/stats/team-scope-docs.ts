/**
 * team-agg-stats rows as the build stored them (team_scope_docs, one column per member; see
 * stored-members.ts): the JSON array (UTF-8 bytes) of the teams and scopes a filter names, with
 * its `fields` selection, in the order the computed answer has (market, team, the scopes in the
 * order asked, offense row first). Null when the file cannot answer for this code — rows written
 * by code with another fingerprint, none at all, or a file built before the table existed — and
 * the caller computes the rows instead.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num, str } from '../../db/values';
import { namedIdFilter } from '../named';
import { readStoredMembers, storedMembersJson } from '../stored-members';
import { listParam } from './competition';
import { TEAM_AGG_ROWS_FINGERPRINT, TEAM_AGG_ROWS_LAYOUT, teamAggRowId } from './team-agg-rows';

export interface TeamScopeDocsFilter {
  readonly competitionId: number;
  readonly divisionId?: number | null;
  readonly conferenceId?: number | null;
  readonly teamIds?: readonly number[] | null;
  /** The stored scopes to answer, in answer order. */
  readonly scopes: readonly string[];
  /** One side of the ball; both when undefined. */
  readonly isOffense?: boolean;
  /** The members to keep (plus the identity ones); every member when undefined. */
  readonly fields?: readonly string[];
  /** The `updated` stamp of every row (the served file's build time). */
  readonly updated: string;
}

export async function teamScopeDocsJson(
  db: WarehouseDb,
  filter: TeamScopeDocsFilter,
): Promise<Buffer | null> {
  const named = namedIdFilter(filter, {
    divisionId: 'd.division_id = $divisionId',
    conferenceId: 'd.conference_id = $conferenceId',
  });
  const where = [
    'd.competition_id = $competitionId',
    "list_contains(string_split($scopes, ','), d.scope)",
    ...named.conditions,
  ];
  const params: Record<string, number | string | boolean> = {
    competitionId: filter.competitionId,
    scopes: listParam(filter.scopes),
    ...named.params,
  };
  if (filter.teamIds && filter.teamIds.length > 0) {
    where.push("list_contains(string_split($teamIds, ',')::INTEGER[], d.team_id)");
    params['teamIds'] = listParam(filter.teamIds);
  }
  if (filter.isOffense !== undefined) {
    where.push('d.is_offense = $isOffense');
    params['isOffense'] = filter.isOffense;
  }
  const stored = await readStoredMembers(db, {
    table: 'team_scope_docs',
    layout: TEAM_AGG_ROWS_LAYOUT,
    fields: filter.fields,
    fingerprint: TEAM_AGG_ROWS_FINGERPRINT,
    keys: ['d.team_id', 'd.scope', 'd.is_offense', 'd.position'],
    where,
    params,
    whole: 'body',
  });
  if (stored === null) return null;
  const scopeOrder = new Map(filter.scopes.map((scope, index) => [scope, index]));
  const docs = stored.rows.map((row) => {
    const scope = str(row, 'scope');
    return {
      teamId: num(row, 'team_id'),
      scope,
      scopeIndex: scopeOrder.get(scope) ?? 0,
      isOffense: bool(row, 'is_offense'),
      position: num(row, 'position'),
      members: str(row, 'members'),
    };
  });
  docs.sort(
    (a, b) =>
      a.position - b.position ||
      a.scopeIndex - b.scopeIndex ||
      Number(b.isOffense) - Number(a.isOffense),
  );
  return storedMembersJson(
    docs.map((doc) => ({
      id: teamAggRowId(filter.competitionId, doc.teamId, doc.scope, doc.isOffense),
      members: doc.members,
    })),
    filter.updated,
    stored.keepsUpdated,
  );
}
