/**
 * The season rows of player-agg-stats (or its public subset) as the build serialized them
 * (player_season_docs): the JSON array (UTF-8 bytes) of the players a filter names, in the order
 * the computed answer has. A full row's `isTransfer` is read here, with the query the computed
 * rows use, since it depends on the season before. Null when the file cannot answer for this
 * code (rows written with another fingerprint, none at all, or a file built before the table
 * existed), and the caller computes the rows instead.
 */
import type { WarehouseDb } from '../../db/connection';
import { namedIdFilter } from '../named';
import { WANTED_PLAYERS_CTE, playerKeysParam, playerSeasonKeyText } from '../player-keys';
import type { PlayerSeasonKey } from '../player-keys';
import { fileHasTable } from '../stored-table';
import { bool, num, numOrNull, str } from '../../db/values';
import { TRANSFERRED_IN_SQL } from './player-aggregate-rows';
import {
  PLAYER_AGG_ROWS_FINGERPRINT,
  playerAggRowId,
  storedPlayerRowText,
  storedPlayerRowsJson,
} from './player-agg-rows';

export interface PlayerSeasonDocsFilter {
  readonly competitionId: number;
  readonly teamId?: number | null;
  readonly playerId?: number | null;
  readonly conferenceId?: number | null;
  readonly divisionId?: number | null;
  readonly isQualified?: boolean;
  /** The public subset's rows (player-agg-stats-public) instead of the full ones. */
  readonly publicRows: boolean;
  /** The `updated` stamp of every row (the served file's build time). */
  readonly updated: string;
}

export async function playerSeasonDocsJson(
  db: WarehouseDb,
  filter: PlayerSeasonDocsFilter,
): Promise<Buffer | null> {
  if (!(await fileHasTable(db, 'player_season_docs'))) return null;
  // Only the filters the request names, as comparisons DuckDB pushes into the scan.
  const named = namedIdFilter(filter, {
    teamId: 'd.team_id = $teamId',
    playerId: 'd.player_id = $playerId',
    conferenceId: 'd.conference_id = $conferenceId',
    divisionId: 'd.division_id = $divisionId',
  });
  const conditions = [
    'd.competition_id = $competitionId',
    ...named.conditions,
    ...(filter.isQualified === undefined ? [] : ['d.is_qualified = $isQualified']),
  ];
  const params: Record<string, number | boolean> = {
    competitionId: filter.competitionId,
    ...named.params,
  };
  if (filter.isQualified !== undefined) params['isQualified'] = filter.isQualified;
  const rows = await db.all(
    filter.publicRows
      ? `SELECT d.team_id, d.player_id, d.player_key, d.position, d.fingerprint,
           d.public_body AS body
         FROM player_season_docs d WHERE ${conditions.join(' AND ')}`
      : `SELECT d.team_id, d.player_id, d.player_key, d.position, d.fingerprint, d.body,
           d.is_qualified, ${TRANSFERRED_IN_SQL} AS is_transfer
         FROM player_season_docs d
         JOIN competitions c ON c.competition_id = d.competition_id
         JOIN teams t ON t.competition_id = d.competition_id AND t.team_id = d.team_id
         LEFT JOIN players p ON p.competition_id = d.competition_id AND p.player_id = d.player_id
         WHERE ${conditions.join(' AND ')}`,
    params,
  );
  if (rows.length === 0) return null;
  if (rows.some((row) => str(row, 'fingerprint') !== PLAYER_AGG_ROWS_FINGERPRINT)) return null;
  // No ORDER BY over the bodies: sorting ~5,000 kB-sized strings costs more than the query;
  // the build stored each row's place in the answer order instead.
  rows.sort((a, b) => num(a, 'position') - num(b, 'position'));
  return storedPlayerRowsJson(
    rows.map((row) => ({
      id: playerAggRowId(
        filter.competitionId,
        num(row, 'team_id'),
        numOrNull(row, 'player_id') ?? str(row, 'player_key'),
        'season',
      ),
      body: str(row, 'body'),
      closing: filter.publicRows
        ? undefined
        : { isTransfer: bool(row, 'is_transfer'), isQualified: bool(row, 'is_qualified') },
    })),
    filter.updated,
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
     SELECT d.team_id, d.player_id, d.fingerprint, d.body, d.is_qualified,
       ${TRANSFERRED_IN_SQL} AS is_transfer
     FROM docs d
     JOIN competitions c ON c.competition_id = d.competition_id
     JOIN teams t ON t.competition_id = d.competition_id AND t.team_id = d.team_id
     LEFT JOIN players p ON p.competition_id = d.competition_id AND p.player_id = d.player_id`,
    { competitionId, playerKeys: playerKeysParam(keys) },
  );
  if (rows.some((row) => str(row, 'fingerprint') !== PLAYER_AGG_ROWS_FINGERPRINT)) return null;
  for (const row of rows) {
    const teamId = num(row, 'team_id');
    const playerId = num(row, 'player_id');
    // The text is the row playerAggRow made in the build, with this code's fingerprint.
    const text = storedPlayerRowText(
      {
        id: playerAggRowId(competitionId, teamId, playerId, 'season'),
        body: str(row, 'body'),
        closing: { isTransfer: bool(row, 'is_transfer'), isQualified: bool(row, 'is_qualified') },
      },
      updated,
    );
    out.set(playerSeasonKeyText({ teamId, playerId }), text);
  }
  return out;
}
