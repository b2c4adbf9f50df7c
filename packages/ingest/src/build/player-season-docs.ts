/**
 * Materializes player_season_docs for one competition: every player's season row of
 * player-agg-stats and of its public subset, serialized once by the API's own row functions. A
 * division's player list is the heaviest common read of the player pages (~5,000 rows with their
 * rates); served from these rows it costs one indexed read and a string join per request.
 * Runs after the player aggregates and the season models (PER, box rating, RAPM) it reads.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import {
  PLAYER_AGG_ROWS_FINGERPRINT,
  playerAggRow,
  playerAggRowMiddle,
  playerOnCourt,
  playerSeasonAggregates,
  publicPlayerAggRow,
  rowTail,
} from '@courtside/warehouse';

/** Writes the competition's player_season_docs; returns how many rows it wrote. */
export async function buildPlayerSeasonDocs(
  db: WarehouseDb,
  competitionId: number,
): Promise<number> {
  const seasons = await playerSeasonAggregates(db, { competitionId, scopes: ['season'] });
  const teamIds = [...new Set(seasons.map((row) => row.teamId))];
  const onCourt = new Map(
    (await playerOnCourt(db, { competitionId, teamIds })).map((row) => [
      `${row.teamId}:${row.playerId}`,
      row,
    ]),
  );
  const appender = await db.appender('player_season_docs');
  const nullable = (value: number | null) =>
    value === null ? appender.appendNull() : appender.appendInteger(value);
  // playerSeasonAggregates gives the answer order (team market, team, minutes, name): kept as
  // `position`, since a filtered answer is the same order over fewer rows.
  seasons.forEach((season, position) => {
    const found =
      season.playerId === null ? undefined : onCourt.get(`${season.teamId}:${season.playerId}`);
    const row = playerAggRow(season, '', found);
    appender.appendInteger(competitionId);
    appender.appendInteger(season.teamId);
    nullable(season.playerId);
    appender.appendVarchar(season.playerKey);
    nullable(season.divisionId);
    nullable(season.conferenceId);
    appender.appendInteger(position);
    appender.appendBoolean(row.isQualified);
    appender.appendVarchar(PLAYER_AGG_ROWS_FINGERPRINT);
    appender.appendVarchar(playerAggRowMiddle(row));
    appender.appendVarchar(rowTail(publicPlayerAggRow(row)));
    appender.endRow();
  });
  appender.closeSync();
  return seasons.length;
}
