/**
 * `portal-agg-pbp-stats` (path style): every portal entrant of the off-season before the
 * competition with his play-by-play season at the school he left — the player-agg-pbp-stats row
 * (games and minutes with play-by-play, TS%, USG%, assists to twos and threes, zone vocabulary)
 * plus his move. The seasons left are read once per competition and kept as text
 * (support/entrant-seasons.ts): a row is its move's JSON joined to its season's.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PortalAggPbpRow } from '@courtside/contract/schemas';
import type { DataRequest } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { filteredEntries, portalContext } from './support/context';
import { entrantKey, entrantPbpTexts, entriesBySeasonLeft } from './support/entrant-seasons';
import { moveFields } from './support/moves';
import { packedRowsJson } from '../../packed-texts';

const NAME = 'portal-agg-pbp-stats';

async function answerJson(request: DataRequest): Promise<Buffer> {
  const context = await portalContext(NAME, request);
  const { source, entries } = await filteredEntries(request, context);
  const bySeason = entriesBySeasonLeft(entries);
  if (bySeason.size === 0) return Buffer.from('[]');
  const seasons = await entrantPbpTexts(request.db, context.competitionId);
  // Rows by season left, in the order the seasons first appear, each season's in entry order.
  const rows = [...bySeason].flatMap(([from, moved]) =>
    moved.flatMap((entry) => {
      const number = seasons.numberOf.get(entrantKey(from, entry.fromTeamId, entry.fromPlayerId));
      return number === undefined ? [] : [{ entry, number }];
    }),
  );
  return packedRowsJson(
    seasons.texts,
    rows.map((row) => row.number),
    (k) => {
      const row = rows[k];
      if (row === undefined) throw new RangeError(`No portal row ${k}`);
      // The move's members, then the season's (which close the row).
      return `${JSON.stringify(moveFields(row.entry, source, context.updated)).slice(0, -1)},`;
    },
  );
}

export const portalAggPbpStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  serializedWhole: answerJson,
  async handle(request) {
    return JSON.parse((await answerJson(request)).toString('utf8')) as PortalAggPbpRow[];
  },
});
