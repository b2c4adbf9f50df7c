/**
 * Player aggregate rows shared by player-agg-stats and its public subset: the warehouse's
 * player sums per scope (or over one tournament's games) with rates (engine), per-game values,
 * season models and on-court ratings (season scope: team points per 100 possessions with the
 * player on the floor).
 */
import { getNationalTournament, type DataConfig } from '@courtside/contract';
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import {
  isStoredTournament,
  playerAggRow,
  playerOnCourt,
  playerSeasonAggregates,
  playerSeasonDocsJson,
  playerTournamentAggregates,
} from '@courtside/warehouse';
import { DataInputError } from '../../../endpoint';
import type { DataRequest } from '../../../endpoint';
import { requestContext } from '../../../request-context';
import { UnknownIdError } from '../../../unknown-id';
import { segmentName } from '../../reference/config-values';
import type { StatsContext } from './config';
import { askedScopes, scopesOf } from './config';

/** Rows of the request's players for the scopes, with on-court ratings for the season scope. */
export async function playerAggRows(
  db: WarehouseDb,
  context: StatsContext,
  scopes: readonly string[],
): Promise<PlayerAggStatsRow[]> {
  const rows = await playerSeasonAggregates(db, {
    competitionId: context.competitionId,
    scopes,
    teamId: context.teamId,
    playerId: context.playerId,
    conferenceId: context.conferenceId,
    divisionId: context.divisionId,
  });
  const teamIds = scopes.includes('season') ? [...new Set(rows.map((row) => row.teamId))] : [];
  const onCourt = new Map(
    (await playerOnCourt(db, { competitionId: context.competitionId, teamIds })).map((row) => [
      `${row.teamId}:${row.playerId}`,
      row,
    ]),
  );
  return rows.map((row) =>
    playerAggRow(
      row,
      context.updated,
      row.playerId === null ? undefined : onCourt.get(`${row.teamId}:${row.playerId}`),
    ),
  );
}

/** What `tournamentId` does, for the API document of both endpoints. */
export const TOURNAMENT_NOTE =
  'With `tournamentId` (not with a scope): each player\u2019s totals and rates over that tournament\u2019s games only (scope `tournament`); empty where the warehouse has no bracket (NCAA), 404 for a tournament the competition does not have.';

/**
 * The tournament of the request, checked: one the contract pairs with the competition (its
 * national tournament, stored or not) or one the warehouse holds for it (a demo league's
 * conference tournaments). Any other id is a 400 naming the parameter, as an unknown team is.
 * Tournament rows are a scope of their own, so `scope`/`scopes` beside it are refused too.
 */
async function assertTournament(
  endpoint: string,
  db: WarehouseDb,
  config: DataConfig,
  context: StatsContext,
  tournamentId: number,
): Promise<void> {
  const name = segmentName(endpoint, 'tournamentId');
  if (config.scope !== undefined || config.scopes !== undefined) {
    const scope = segmentName(endpoint, config.scope === undefined ? 'scopes' : 'scope');
    throw new DataInputError(
      `"${name}" cannot be combined with "${scope}": tournament rows are their own scope`,
      scope,
    );
  }
  const national = getNationalTournament(tournamentId)?.competitionId === context.competitionId;
  if (!national && !(await isStoredTournament(db, context.competitionId, tournamentId))) {
    throw new UnknownIdError(
      `Unknown tournament ${tournamentId} in competition ${context.competitionId} ("${name}")`,
      name,
    );
  }
}

/**
 * The rows a player-agg request asks for: each player's totals over one tournament's games
 * with `tournamentId`, else the stored scopes (the season without one). Tournament rows carry
 * no season models or on-court ratings (null, as for every scope but the season).
 */
export async function requestedPlayerAggRows(
  endpoint: string,
  db: WarehouseDb,
  config: DataConfig,
  context: StatsContext,
): Promise<PlayerAggStatsRow[]> {
  const { tournamentId } = config;
  if (tournamentId === undefined) {
    return playerAggRows(db, context, scopesOf(endpoint, config, ['season']));
  }
  await assertTournament(endpoint, db, config, context, tournamentId);
  const rows = await playerTournamentAggregates(db, {
    competitionId: context.competitionId,
    tournamentId,
    teamId: context.teamId,
    playerId: context.playerId,
    conferenceId: context.conferenceId,
    divisionId: context.divisionId,
  });
  // The tournament in the id: a player's rows of two tournaments must not share one.
  return rows.map((row) => {
    // Assigned, not spread: the row has ~150 fields (see playerLineValues).
    const out = playerAggRow(row, context.updated, undefined);
    out._id = `${row.competitionId}-${row.teamId}-${row.playerId ?? row.playerKey}-${row.scope}-${tournamentId}`;
    return out;
  });
}

/**
 * A request for the season rows alone, answered from the rows the build serialized
 * (player_season_docs): the same functions wrote them, so the text is the one the computed
 * rows would give. Null when the request asks for more (another scope, a tournament) or the
 * file cannot answer, and the handler computes.
 */
export async function storedPlayerAggJson(
  endpoint: string,
  request: DataRequest,
  publicRows: boolean,
): Promise<Buffer | null> {
  const { params, db } = request;
  if (params.tournamentId !== undefined) return null;
  if (!askedScopes(params).every((scope) => scope === 'season')) return null;
  const context = await requestContext(endpoint, request);
  return playerSeasonDocsJson(db, {
    competitionId: context.competitionId,
    teamId: context.teamId,
    playerId: context.playerId,
    conferenceId: context.conferenceId,
    divisionId: context.divisionId,
    isQualified: params.isQualified,
    publicRows,
    fields: params.fields,
    updated: context.updated,
  });
}
