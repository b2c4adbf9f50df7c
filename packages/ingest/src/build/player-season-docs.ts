/**
 * Materializes player_season_docs for one competition: every player's season row of
 * player-agg-stats, made once by the API's own row function and stored one column per member
 * (stored-members.ts); its public subset is served from the same columns. A division's player
 * list is the heaviest common read of the player pages (~5,000 rows with their rates); served
 * from these rows it costs a string concatenation of the columns asked for per request.
 * Runs after the player aggregates and the season models (PER, box rating, RAPM) it reads.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import {
  PLAYER_AGG_ROWS_FINGERPRINT,
  PLAYER_AGG_ROWS_LAYOUT,
  PUBLIC_PLAYER_AGG_ROWS_LAYOUT,
  appendMemberTexts,
  memberFieldsOf,
  memberTexts,
  playerAggRow,
  playerOnCourt,
  playerSeasonAggregates,
  publicPlayerAggRow,
  tableDef,
  TRANSFER_MEMBER,
  wholeRowText,
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
  const columns = memberFieldsOf(tableDef('player_season_docs'));
  const appender = await db.appender('player_season_docs');
  const nullable = (value: number | null) =>
    value === null ? appender.appendNull() : appender.appendInteger(value);
  // playerSeasonAggregates gives the answer order (team market, team, minutes, name): kept as
  // `position`, since a filtered answer is the same order over fewer rows.
  seasons.forEach((season, position) => {
    const found =
      season.playerId === null ? undefined : onCourt.get(`${season.teamId}:${season.playerId}`);
    const row = playerAggRow(season, '', found);
    const publicRow = publicPlayerAggRow(row);
    const texts = memberTexts(row, PLAYER_AGG_ROWS_LAYOUT, columns);
    assertPublicMembers(publicRow, texts, columns);
    appender.appendInteger(competitionId);
    appender.appendInteger(season.teamId);
    nullable(season.playerId);
    appender.appendVarchar(season.playerKey);
    nullable(season.divisionId);
    nullable(season.conferenceId);
    appender.appendInteger(position);
    appender.appendBoolean(row.isQualified);
    appender.appendVarchar(PLAYER_AGG_ROWS_FINGERPRINT);
    appender.appendVarchar(wholeRowText(row, PLAYER_AGG_ROWS_LAYOUT, TRANSFER_MEMBER));
    appender.appendVarchar(wholeRowText(publicRow, PUBLIC_PLAYER_AGG_ROWS_LAYOUT));
    appendMemberTexts(appender, texts);
    appender.endRow();
  });
  appender.closeSync();
  return seasons.length;
}

/**
 * The public row is served from the full row's columns: each of its members must have the full
 * row's text, and its fields the public layout (memberTexts checks that).
 */
function assertPublicMembers(
  publicRow: ReturnType<typeof publicPlayerAggRow>,
  texts: readonly (string | null)[],
  columns: readonly string[],
): void {
  const publicTexts = memberTexts(publicRow, PUBLIC_PLAYER_AGG_ROWS_LAYOUT, columns);
  publicTexts.forEach((text, index) => {
    if (text !== null && text !== texts[index])
      throw new Error(
        `Public row ${publicRow._id} differs from its full row in ${columns[index] ?? '?'}`,
      );
  });
}
