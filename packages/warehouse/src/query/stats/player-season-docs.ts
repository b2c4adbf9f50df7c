/**
 * The season rows of player-agg-stats (or its public subset) as the build stored them
 * (player_season_docs, one column per member; see stored-members.ts): the JSON array (UTF-8
 * bytes) of the players a filter names, with its `fields` selection, in the order the computed
 * answer has. A row's `isTransfer` is read here, with the query the computed rows use, since it
 * depends on the season before. Null when the file cannot answer for this code (rows written
 * with another fingerprint, none at all, or a file built before the table existed), and the
 * caller computes the rows instead.
 */
import type { WarehouseDb } from '../../db/connection';
import { namedIdFilter } from '../named';
import { WANTED_PLAYERS_CTE, playerKeysParam, playerSeasonKeyText } from '../player-keys';
import type { PlayerSeasonKey } from '../player-keys';
import { fileHasTable } from '../stored-table';
import { num, numOrNull, str } from '../../db/values';
import {
  readStoredMembers,
  storedMemberRowText,
  storedMembersJson,
  wholeMembersSql,
} from '../stored-members';
import { TRANSFERRED_IN_SQL } from './player-aggregate-rows';
import {
  PLAYER_AGG_ROWS_FINGERPRINT,
  PLAYER_AGG_ROWS_LAYOUT,
  PUBLIC_PLAYER_AGG_ROWS_LAYOUT,
  playerAggRowId,
} from './player-agg-rows';

/** `isTransfer`'s JSON text, read when served (it depends on the season before). */
export const TRANSFER_MEMBER: Readonly<Record<string, string>> = {
  isTransfer: `CASE WHEN ${TRANSFERRED_IN_SQL} THEN 'true' ELSE 'false' END`,
};

/** The joins TRANSFERRED_IN_SQL reads (`c`, `t`, `p`) for stored rows `d`. */
const TRANSFER_JOINS = `JOIN competitions c ON c.competition_id = d.competition_id
  JOIN teams t ON t.competition_id = d.competition_id AND t.team_id = d.team_id
  LEFT JOIN players p ON p.competition_id = d.competition_id AND p.player_id = d.player_id`;

export interface PlayerSeasonDocsFilter {
  readonly competitionId: number;
  readonly teamId?: number | null;
  readonly playerId?: number | null;
  readonly conferenceId?: number | null;
  readonly divisionId?: number | null;
  readonly isQualified?: boolean;
  /** The public subset's rows (player-agg-stats-public) instead of the full ones. */
  readonly publicRows: boolean;
  /** The members to keep (plus the identity ones); every member when undefined. */
  readonly fields?: readonly string[];
  /** The `updated` stamp of every row (the served file's build time). */
  readonly updated: string;
}

export async function playerSeasonDocsJson(
  db: WarehouseDb,
  filter: PlayerSeasonDocsFilter,
): Promise<Buffer | null> {
  // Only the filters the request names, as comparisons DuckDB pushes into the scan.
  const named = namedIdFilter(filter, {
    teamId: 'd.team_id = $teamId',
    playerId: 'd.player_id = $playerId',
    conferenceId: 'd.conference_id = $conferenceId',
    divisionId: 'd.division_id = $divisionId',
  });
  const where = ['d.competition_id = $competitionId', ...named.conditions];
  const params: Record<string, number | boolean> = {
    competitionId: filter.competitionId,
    ...named.params,
  };
  if (filter.isQualified !== undefined) {
    where.push('d.is_qualified = $isQualified');
    params['isQualified'] = filter.isQualified;
  }
  const stored = await readStoredMembers(db, {
    table: 'player_season_docs',
    layout: filter.publicRows ? PUBLIC_PLAYER_AGG_ROWS_LAYOUT : PLAYER_AGG_ROWS_LAYOUT,
    fields: filter.fields,
    fingerprint: PLAYER_AGG_ROWS_FINGERPRINT,
    keys: ['d.team_id', 'd.player_id', 'd.player_key', 'd.position'],
    where,
    params,
    whole: filter.publicRows ? 'public_body' : 'body',
    computed: TRANSFER_MEMBER,
    joins: TRANSFER_JOINS,
  });
  if (stored === null) return null;
  const { rows } = stored;
  rows.sort((a, b) => num(a, 'position') - num(b, 'position'));
  return storedMembersJson(
    rows.map((row) => ({
      id: playerAggRowId(
        filter.competitionId,
        num(row, 'team_id'),
        numOrNull(row, 'player_id') ?? str(row, 'player_key'),
        'season',
      ),
      members: str(row, 'members'),
    })),
    filter.updated,
    stored.keepsUpdated,
  );
}

/**
 * The full season rows (player-agg-stats, as the API makes them, with `updated`) of the given
 * players of a competition, by playerSeasonKeyText, as their JSON text from player_season_docs:
 * for answers that show a few hundred players' seasons out of a season's thousands (the portal's
 * entrants), without summing the whole season. A key with no row is absent. Null when the file
 * cannot answer for this code, as for playerSeasonDocsJson.
 */
export async function playerSeasonDocTexts(
  db: WarehouseDb,
  competitionId: number,
  keys: readonly PlayerSeasonKey[],
  updated: string,
): Promise<Map<string, string> | null> {
  if (!(await fileHasTable(db, 'player_season_docs'))) return null;
  const out = new Map<string, string>();
  if (keys.length === 0) return out;
  const rows = await db.all(
    `WITH ${WANTED_PLAYERS_CTE},
     docs AS (
       SELECT d.* FROM player_season_docs d
       SEMI JOIN wanted_players w ON w.team_id = d.team_id AND w.player_id = d.player_id
       WHERE d.competition_id = $competitionId)
     SELECT d.team_id, d.player_id, d.fingerprint,
       ${wholeMembersSql(PLAYER_AGG_ROWS_LAYOUT, 'body', TRANSFER_MEMBER)} AS members
     FROM docs d ${TRANSFER_JOINS}`,
    { competitionId, playerKeys: playerKeysParam(keys) },
  );
  if (rows.some((row) => str(row, 'fingerprint') !== PLAYER_AGG_ROWS_FINGERPRINT)) return null;
  const updatedMember = `,"updated":${JSON.stringify(updated)}`;
  for (const row of rows) {
    const teamId = num(row, 'team_id');
    const playerId = num(row, 'player_id');
    // The text is the row playerAggRow made in the build, with this code's fingerprint.
    const text = storedMemberRowText(
      {
        id: playerAggRowId(competitionId, teamId, playerId, 'season'),
        members: str(row, 'members'),
      },
      updatedMember,
    );
    out.set(playerSeasonKeyText({ teamId, playerId }), text);
  }
  return out;
}
