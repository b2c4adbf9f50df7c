/**
 * What the transfer pages make of the API's rows: the names of directions, levels and roles,
 * the yearly list's filters, and the analysis groups. A group's figures are plain means of the
 * per-transfer values `transfer-history` computes (nothing is recomputed here): minutes over
 * every transfer of the group, adjusted ORtg before, after and its change over the transfers
 * rated on both sides (so before and after describe the same players), the baseline and the
 * net change over those with a non-transfer baseline as well.
 */
import type { TransferHistoryRow } from '@courtside/contract/schemas';

export type MoveDirection = NonNullable<TransferHistoryRow['moveDirection']>;
export type TransferLevel = NonNullable<TransferHistoryRow['levelFrom']>;

export const DIRECTION_LABELS: Readonly<Record<MoveDirection, string>> = {
  up: 'Up',
  same: 'Same level',
  down: 'Down',
};

export const LEVEL_LABELS: Readonly<Record<TransferLevel, string>> = {
  'd1-high-major': 'Division I high-major',
  'd1-other': 'Division I, other conferences',
  d2: 'Division II',
  d3: 'Division III',
};

export const ROLE_LABELS: Readonly<Record<NonNullable<TransferHistoryRow['role']>, string>> = {
  starter: 'Starter',
  rotation: 'Rotation',
  bench: 'Bench',
};

export const DIRECTIONS: readonly MoveDirection[] = ['up', 'same', 'down'];

/** Listed positions in court order, then any other the rosters use. */
const POSITION_ORDER = ['G', 'F', 'C'];
export const UNKNOWN_POSITION = 'Not listed';

export const positionOf = (row: TransferHistoryRow): string => row.position ?? UNKNOWN_POSITION;

export function positionsIn(rows: readonly TransferHistoryRow[]): string[] {
  const rank = (position: string): number => {
    const index = POSITION_ORDER.indexOf(position);
    return index === -1 ? (position === UNKNOWN_POSITION ? 2 * POSITION_ORDER.length : 9) : index;
  };
  return [...new Set(rows.map(positionOf))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface ConferenceOption {
  conferenceId: number;
  name: string;
}

/** Conferences on either side of the moves, by name. */
export function conferencesIn(rows: readonly TransferHistoryRow[]): ConferenceOption[] {
  const byId = new Map<number, string>();
  for (const row of rows) {
    if (row.conferenceIdFrom !== null) {
      byId.set(row.conferenceIdFrom, row.conferenceShortNameFrom ?? `${row.conferenceIdFrom}`);
    }
    if (row.conferenceIdTo !== null) {
      byId.set(row.conferenceIdTo, row.conferenceShortNameTo ?? `${row.conferenceIdTo}`);
    }
  }
  return [...byId]
    .map(([conferenceId, name]) => ({ conferenceId, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface TransferFilter {
  direction: MoveDirection | 'all';
  /** A position as listed (or UNKNOWN_POSITION); '' for every position. */
  position: string;
  /** A conference on either side of the move; 0 for every conference. */
  conference: number;
}

export function keepsTransfer(row: TransferHistoryRow, filter: TransferFilter): boolean {
  if (filter.direction !== 'all' && row.moveDirection !== filter.direction) return false;
  if (filter.position !== '' && positionOf(row) !== filter.position) return false;
  return (
    filter.conference === 0 ||
    row.conferenceIdFrom === filter.conference ||
    row.conferenceIdTo === filter.conference
  );
}

/** One row of an analysis table. */
export interface TransferGroupRow {
  group: string;
  transfers: number;
  ratedTransfers: number;
  minsPgFrom: number | null;
  minsPgTo: number | null;
  ortgAdjFrom: number | null;
  ortgAdjTo: number | null;
  ortgAdjChange: number | null;
  baselineChange: number | null;
  transferEffect: number | null;
}

function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((sum, v) => sum + v, 0) / present.length;
}

export function summarize(group: string, rows: readonly TransferHistoryRow[]): TransferGroupRow {
  const rated = rows.filter((row) => row.ortgAdjChange !== null);
  const netted = rated.filter((row) => row.transferEffect !== null);
  return {
    group,
    transfers: rows.length,
    ratedTransfers: rated.length,
    minsPgFrom: mean(rows.map((row) => row.minsPgFrom)),
    minsPgTo: mean(rows.map((row) => row.minsPgTo)),
    ortgAdjFrom: mean(rated.map((row) => row.ortgAdjFrom)),
    ortgAdjTo: mean(rated.map((row) => row.ortgAdjTo)),
    ortgAdjChange: mean(rated.map((row) => row.ortgAdjChange)),
    baselineChange: mean(netted.map((row) => row.baselineChange)),
    transferEffect: mean(netted.map((row) => row.transferEffect)),
  };
}

export const ALL_TRANSFERS = 'All transfers';

/** One row per direction that occurs, then all transfers. */
export function byDirection(rows: readonly TransferHistoryRow[]): TransferGroupRow[] {
  return [
    ...DIRECTIONS.flatMap((direction) => {
      const members = rows.filter((row) => row.moveDirection === direction);
      return members.length === 0 ? [] : [summarize(DIRECTION_LABELS[direction], members)];
    }),
    summarize(ALL_TRANSFERS, rows),
  ];
}

/** One row per listed position, then all transfers. */
export function byPosition(rows: readonly TransferHistoryRow[]): TransferGroupRow[] {
  return [
    ...positionsIn(rows).map((position) =>
      summarize(
        position,
        rows.filter((row) => positionOf(row) === position),
      ),
    ),
    summarize(ALL_TRANSFERS, rows),
  ];
}
