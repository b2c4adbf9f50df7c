/**
 * portal-agg-stats rows kept as text: every entrant's row (his move over his season left, as
 * the endpoint builds it) serialized once per served file and competition after `_id` and
 * `updated`, which a request writes, and packed outside the heap (packed-texts.ts). A request
 * keeps the entrants its filter keeps and copies their texts: building and serializing a
 * competition's ~1,000 rows of ~150 fields took 35-45 ms a request.
 */
import type { PortalEntry, WarehouseDb } from '@courtside/warehouse';
import { memoPerCompetition, portalEntries, rowHead, rowTail } from '@courtside/warehouse';
import type { PackedTexts } from '../../../packed-texts';
import { packTexts, packedRowsJson } from '../../../packed-texts';
import { entriesBySeasonLeft } from './entrant-seasons';
import type { EntryFilter } from './moves';
import { keepsEntry, moveFields } from './moves';
import { seasonRowsLeft } from './season-rows-left';

export interface PortalAggTexts {
  /** Every entrant with a season left, in answer order (by season left, then entry). */
  readonly entries: readonly PortalEntry[];
  readonly ids: readonly string[];
  /** Each row's text after `_id` and `updated`. */
  readonly tails: PackedTexts;
}

/** A competition's portal-agg-stats rows as text, computed once per served file. */
export const portalAggTextsOf = memoPerCompetition(
  async (db: WarehouseDb, competitionId: number): Promise<PortalAggTexts> => {
    const { source, entries } = await portalEntries(db, competitionId);
    // The tails do not hold `updated`: any stamp serializes them the same.
    const statsRowOf = await seasonRowsLeft(db, { competitionId, updated: '' });
    const kept: PortalEntry[] = [];
    const ids: string[] = [];
    const tails: string[] = [];
    for (const [fromCompetitionId, moved] of entriesBySeasonLeft(entries)) {
      for (const entry of moved) {
        const stats = statsRowOf(fromCompetitionId, entry);
        if (stats === undefined) continue;
        // Object.assign, not spreads: V8 copies rows this wide far faster that way (same keys,
        // same order: a field of both keeps the stats row's place and takes the move's value).
        const row = Object.assign(stats, moveFields(entry, source, ''), {
          statsCompetitionId: fromCompetitionId,
        });
        kept.push(entry);
        ids.push(row._id);
        tails.push(rowTail(row));
      }
    }
    return { entries: kept, ids, tails: packTexts(tails) };
  },
);

/** portal-agg-stats' answer for a filter, as UTF-8 JSON. */
export function portalAggJson(texts: PortalAggTexts, filter: EntryFilter, updated: string): Buffer {
  const kept: number[] = [];
  texts.entries.forEach((entry, i) => {
    if (keepsEntry(entry, filter)) kept.push(i);
  });
  return packedRowsJson(texts.tails, kept, (_, i) => rowHead(texts.ids[i] ?? '', updated));
}
