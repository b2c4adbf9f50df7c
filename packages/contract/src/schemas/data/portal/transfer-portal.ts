/**
 * Transfer-portal rows (response-fields.md "Transfer portal": `vc-transfer-portal` for men,
 * `wbb-transfer-portal` for women), one per portal entrant of the off-season before a
 * competition, with Courtside's additions (`source`, person and roster ids, names of both
 * seasons). Facts the sources do not carry are null, never guessed: portal entry and update
 * dates (`createdWhen`, `updatedWhen`, `portalRecency`) and redshirt status.
 */
import { z } from 'zod';
import { StoredRowFields } from '../reference/common';

/** Where the entries came from: the warehouse's transfers table, or roster person links. */
export const TRANSFER_SOURCES = ['transfers', 'person-links'] as const;
/** Transferred: committed to a new school; Active: still in the portal; Withdrew: back home. */
export const PORTAL_STATUSES = ['Transferred', 'Active', 'Withdrew'] as const;

const nullableId = z.number().int().nonnegative().nullable();
const nullableDivision = z.number().int().min(1).max(3).nullable();

/** The identity and move of one entrant, shared by every portal and transfer row. */
export const PortalMoveFields = {
  ...StoredRowFields,
  /** The competition moved into (the portal of the off-season before it). */
  competitionId: z.number().int().positive(),
  /** The season left; null when the source does not say. */
  competitionIdFrom: z.number().int().positive().nullable(),
  source: z.enum(TRANSFER_SOURCES),
  /** The same person across seasons (players.person_id). */
  personId: z.number().int().nonnegative(),
  /** Roster id in the competition moved into when he is on a roster there, else the one he left. */
  playerId: z.number().int().nonnegative(),
  playerIdFrom: nullableId,
  playerIdTo: nullableId,
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: z.enum(PORTAL_STATUSES),
  /** Class in the season left (Fr., So., Jr., Sr., Gr.). */
  classYr: z.string().nullable(),
  /** Class in the season moved into (his new roster's, else the class after classYr). */
  eligibilityYear: z.string().nullable(),
  /** One of his team's nine most-used players in the season left; null when unknown. */
  rotation: z.boolean().nullable(),
  /** The division he moves in: the new one when committed, else the one he left. */
  divisionId: nullableDivision,
  divisionIdFrom: nullableDivision,
  divisionIdTo: nullableDivision,
  conferenceIdFrom: nullableId,
  conferenceIdTo: nullableId,
  conferenceShortNameFrom: z.string().nullable(),
  conferenceShortNameTo: z.string().nullable(),
  teamIdFrom: nullableId,
  teamIdTo: nullableId,
  teamMarketFrom: z.string().nullable(),
  teamMarketTo: z.string().nullable(),
};

export const TransferPortalRowSchema = z.object({
  ...PortalMoveFields,
  /** Portal entry time: not in any source (null). */
  createdWhen: z.string().nullable(),
  /** Last portal status change: not in any source (null). */
  updatedWhen: z.string().nullable(),
  /** Still in the portal (status Active). */
  activeFlag: z.boolean(),
  /** Not in any source (null). */
  redshirtFlag: z.boolean().nullable(),
  /** Days since entry: needs createdWhen (null). */
  portalRecency: z.number().nullable(),
});
export type TransferPortalRow = z.infer<typeof TransferPortalRowSchema>;
