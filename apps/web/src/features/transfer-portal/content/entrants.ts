/**
 * One row per portal entrant: his move (`vc-transfer-portal` / `wbb-transfer-portal`) with his
 * season line at the school he left (`portal-agg-stats`) laid flat on it, so tables read every
 * column by its response-field name. Both answers name the entrant by `personId`. An entrant
 * without a season line keeps his move and shows no numbers: nothing is filled in for him.
 */
import type { TransferPortalRow } from '@courtside/contract/schemas';
import type { PortalLine } from '../api/portal-agg-stats';

export type PortalStatus = TransferPortalRow['status'];

/** The roster position's group (its first letter), the pools percentiles use elsewhere. */
export type PositionGroup = 'G' | 'F' | 'C';

export const POSITION_GROUP_NAMES: Readonly<Record<PositionGroup, string>> = {
  G: 'Guards',
  F: 'Forwards',
  C: 'Centers',
};

export function positionGroupOf(position: string | null): PositionGroup | null {
  const first = position?.trim().charAt(0).toUpperCase();
  return first === 'G' || first === 'F' || first === 'C' ? first : null;
}

export interface PortalEntrant extends TransferPortalRow {
  hasSeasonLine: boolean;
  position: string | null;
  positionGroup: PositionGroup | null;
  gp: number | null;
  mins: number | null;
  minsPg: number | null;
  minsPct: number | null;
  ptsScored: number | null;
  ptsScoredPg: number | null;
  rebPg: number | null;
  astPg: number | null;
  tsPct: number | null;
  usagePct: number | null;
  per: number | null;
  bpm: number | null;
  /** At least 10% of his team's minutes last season; false without a season line. */
  isQualified: boolean;
  /** Box plus-minus × share of the team's minutes (the dictionary's `ratingValue`). */
  ratingValue: number | null;
}

/** The box rating weighted by the share of the game he played, as the rating is anchored. */
export function ratingValueOf(line: Pick<PortalLine, 'bpm' | 'minsPct'>): number | null {
  return line.bpm === null || line.minsPct === null ? null : line.bpm * line.minsPct;
}

export function joinEntrants(
  moves: readonly TransferPortalRow[],
  lines: readonly PortalLine[],
): PortalEntrant[] {
  const lineOf = new Map(lines.map((line) => [line.personId, line]));
  return moves.map((move) => {
    const line = lineOf.get(move.personId);
    const position = line?.position ?? null;
    return {
      ...move,
      hasSeasonLine: line !== undefined,
      position,
      positionGroup: positionGroupOf(position),
      gp: line?.gp ?? null,
      mins: line?.mins ?? null,
      minsPg: line?.minsPg ?? null,
      minsPct: line?.minsPct ?? null,
      ptsScored: line?.ptsScored ?? null,
      ptsScoredPg: line?.ptsScoredPg ?? null,
      rebPg: line?.rebPg ?? null,
      astPg: line?.astPg ?? null,
      tsPct: line?.tsPct ?? null,
      usagePct: line?.usagePct ?? null,
      per: line?.per ?? null,
      bpm: line?.bpm ?? null,
      isQualified: line?.isQualified ?? false,
      ratingValue: line === undefined ? null : ratingValueOf(line),
    };
  });
}

/** The words the page uses for the API's statuses. */
export const STATUS_NAMES: Readonly<Record<PortalStatus, string>> = {
  Transferred: 'Committed',
  Active: 'In the portal',
  Withdrew: 'Withdrew',
};
