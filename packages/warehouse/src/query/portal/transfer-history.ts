/**
 * Transfer history of a competition: every person whose school changed from the previous
 * season to this one, with both season lines (personSeasonPairs) and the METHODS §10 analysis
 * of the engine's `transferImpacts` run over every pair, so the baseline of a class and role
 * pools all non-transfers of the competition, whatever part of the list a request shows.
 *
 * Each move also gets a direction between levels defined from what every source carries, the
 * division and the conference: Division I's six high-major conferences (the contract's top
 * conferences of Division I) above the rest of Division I, above Division II, above Division
 * III. Up is a move to a higher level, down to a lower one, same within one level.
 */
import { TOP_CONFERENCES_BY_DIVISION } from '@courtside/contract';
import type { TransferImpact } from '@courtside/engine';
import { transferImpacts } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { memoPerCompetition, type CompetitionRead } from '../competition-memo';
import { personSeasonPairs, type MoverSeasonLine, type PersonSeasonPair } from './transfer-lines';

/** Levels from the highest down. */
export const TRANSFER_LEVEL_ORDER = ['d1-high-major', 'd1-other', 'd2', 'd3'] as const;
export type TransferLevel = (typeof TRANSFER_LEVEL_ORDER)[number];
export type TransferDirection = 'up' | 'same' | 'down';

const HIGH_MAJOR_IDS: ReadonlySet<number> = new Set(
  TOP_CONFERENCES_BY_DIVISION[1].map((conference) => conference.conferenceId),
);

/** The level of a season line; null for a division outside I-III. */
export function transferLevelOf(
  line: Pick<MoverSeasonLine, 'divisionId' | 'conferenceId'>,
): TransferLevel | null {
  switch (line.divisionId) {
    case 1:
      return line.conferenceId !== null && HIGH_MAJOR_IDS.has(line.conferenceId)
        ? 'd1-high-major'
        : 'd1-other';
    case 2:
      return 'd2';
    case 3:
      return 'd3';
    default:
      return null;
  }
}

export function transferDirectionOf(
  from: TransferLevel | null,
  to: TransferLevel | null,
): TransferDirection | null {
  if (from === null || to === null) return null;
  const rise = TRANSFER_LEVEL_ORDER.indexOf(from) - TRANSFER_LEVEL_ORDER.indexOf(to);
  return rise > 0 ? 'up' : rise < 0 ? 'down' : 'same';
}

export interface TransferHistoryEntry {
  readonly pair: PersonSeasonPair;
  readonly impact: TransferImpact<PersonSeasonPair>;
  readonly levelFrom: TransferLevel | null;
  readonly levelTo: TransferLevel | null;
  readonly direction: TransferDirection | null;
}

async function readTransferHistory(
  db: WarehouseDb,
  competitionId: number,
): Promise<TransferHistoryEntry[]> {
  const pairs = await personSeasonPairs(db, competitionId);
  // A season line carries every field of the engine's TransferSeasonLine: it is passed as is.
  const impacts = transferImpacts(
    pairs.map((pair) => ({
      key: pair,
      transferred: pair.transferred,
      classYear: pair.classYear,
      before: pair.before,
      after: pair.after,
    })),
  );
  return impacts.map((impact) => {
    const levelFrom = transferLevelOf(impact.key.before);
    const levelTo = transferLevelOf(impact.key.after);
    return {
      pair: impact.key,
      impact,
      levelFrom,
      levelTo,
      direction: transferDirectionOf(levelFrom, levelTo),
    };
  });
}

/** The competition's transfers in person order (computed once per served file and competition). */
export const transferHistory: CompetitionRead<TransferHistoryEntry[]> =
  memoPerCompetition(readTransferHistory);
