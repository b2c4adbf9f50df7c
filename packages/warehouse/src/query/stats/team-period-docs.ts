/**
 * team-period-stats season rows as the build stored them (team_period_docs, one column per
 * member; see stored-members.ts): the JSON array (UTF-8 bytes) of the teams and periods a filter
 * names, with its `fields` selection, in the order the computed answer has (market, team, period,
 * offense row first). Null when the file cannot answer for this code, and the caller computes.
 */
import type { WarehouseDb } from '../../db/connection';
import { bool, num } from '../../db/values';
import { namedIdFilter } from '../named';
import { readStoredMembers, storedMembersJson } from '../stored-members';
import {
  TEAM_PERIOD_ROWS_FINGERPRINT,
  TEAM_PERIOD_ROWS_LAYOUT,
  teamPeriodRowId,
} from './team-period-rows';

export interface TeamPeriodDocsFilter {
  readonly competitionId: number;
  readonly teamId?: number | null;
  readonly conferenceId?: number | null;
  /** One period; every period when null. */
  readonly period: number | null;
  /** One side of the ball; both when undefined. */
  readonly isOffense?: boolean;
  /** The members to keep (plus the identity ones); every member when undefined. */
  readonly fields?: readonly string[];
  /** The `updated` stamp of every row (the served file's build time). */
  readonly updated: string;
}

export async function teamPeriodDocsJson(
  db: WarehouseDb,
  filter: TeamPeriodDocsFilter,
): Promise<Buffer | null> {
  const named = namedIdFilter(filter, {
    teamId: 'd.team_id = $teamId',
    conferenceId: 'd.conference_id = $conferenceId',
    period: 'd.period = $period',
  });
  const where = ['d.competition_id = $competitionId', ...named.conditions];
  const params: Record<string, number | boolean> = {
    competitionId: filter.competitionId,
    ...named.params,
  };
  if (filter.isOffense !== undefined) {
    where.push('d.is_offense = $isOffense');
    params['isOffense'] = filter.isOffense;
  }
  const stored = await readStoredMembers(db, {
    table: 'team_period_docs',
    layout: TEAM_PERIOD_ROWS_LAYOUT,
    fields: filter.fields,
    fingerprint: TEAM_PERIOD_ROWS_FINGERPRINT,
    keys: ['d.team_id', 'd.period', 'd.is_offense', 'd.position'],
    where,
    params,
    whole: 'body',
  });
  if (stored === null) return null;
  const { rows } = stored;
  rows.sort(
    (a, b) =>
      num(a, 'position') - num(b, 'position') ||
      Number(bool(b, 'is_offense')) - Number(bool(a, 'is_offense')),
  );
  return storedMembersJson(
    rows.map((row) => ({
      id: teamPeriodRowId(
        filter.competitionId,
        num(row, 'team_id'),
        null,
        num(row, 'period'),
        bool(row, 'is_offense'),
      ),
      members: String(row['members']),
    })),
    filter.updated,
    stored.keepsUpdated,
  );
}
