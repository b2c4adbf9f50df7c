/**
 * A list of players' seasons at a team (`teamId:playerId`) as a query filter: bound as one text
 * and unpacked in SQL into the CTE `wanted_players (team_id, player_id)`, to SEMI JOIN against.
 * The values never enter the statement's text, and a few thousand keys cost one parameter.
 */

/** A player's season at a team. */
export interface PlayerSeasonKey {
  readonly teamId: number;
  readonly playerId: number;
}

/** The CTE (without WITH); binds `$playerKeys`. */
export const WANTED_PLAYERS_CTE = `wanted_players AS (
       SELECT CAST(split_part(k, ':', 1) AS INTEGER) AS team_id,
         CAST(split_part(k, ':', 2) AS INTEGER) AS player_id
       FROM (SELECT unnest(string_split($playerKeys, ',')) AS k))`;

/** A key as text, `teamId:playerId`: in `$playerKeys`, and as the key of maps of such rows. */
export const playerSeasonKeyText = (key: PlayerSeasonKey): string =>
  `${key.teamId}:${key.playerId}`;

/** The value of `$playerKeys`. */
export const playerKeysParam = (keys: readonly PlayerSeasonKey[]): string =>
  keys.map(playerSeasonKeyText).join(',');
