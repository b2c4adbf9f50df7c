/**
 * Portal entries as the API names them: the response-fields.md statuses, the class a player
 * moves into, the shared move fields of every portal and transfer row, and the request filters
 * (division, conference and team on either side of the move, player).
 */
import type { PORTAL_STATUSES, TRANSFER_SOURCES } from '@courtside/contract/schemas';
import type { PortalEntry, PortalStatus } from '@courtside/warehouse';

type ApiStatus = (typeof PORTAL_STATUSES)[number];
type Source = (typeof TRANSFER_SOURCES)[number];

const API_STATUS: Readonly<Record<PortalStatus, ApiStatus>> = {
  committed: 'Transferred',
  unsigned: 'Active',
  withdrawn: 'Withdrew',
};

/** The class after a season (a graduate student stays one). */
const NEXT_CLASS: ReadonlyMap<string, string> = new Map([
  ['Fr.', 'So.'],
  ['So.', 'Jr.'],
  ['Jr.', 'Sr.'],
  ['Sr.', 'Gr.'],
  ['Gr.', 'Gr.'],
]);

export function eligibilityYearOf(entry: PortalEntry): string | null {
  if (entry.classYearNow !== null) return entry.classYearNow;
  return entry.classYear === null ? null : (NEXT_CLASS.get(entry.classYear) ?? null);
}

/** The division an entry counts in: the new one when committed, else the one he left. */
const divisionOf = (entry: PortalEntry): number | null =>
  entry.toDivisionId ?? entry.fromDivisionId;

const asDivision = (value: number | null): 1 | 2 | 3 | null =>
  value === 1 || value === 2 || value === 3 ? value : null;

export function moveFields(entry: PortalEntry, source: Source, updated: string) {
  const playerId = entry.playerId ?? entry.fromPlayerId ?? entry.personId;
  return {
    _id: `${entry.competitionId}-portal-${entry.personId}`,
    updated,
    competitionId: entry.competitionId,
    competitionIdFrom: entry.fromCompetitionId,
    source,
    personId: entry.personId,
    playerId,
    playerIdFrom: entry.fromPlayerId,
    playerIdTo: entry.toPlayerId,
    fullName: entry.fullName,
    firstName: entry.firstName,
    lastName: entry.lastName,
    status: API_STATUS[entry.status],
    classYr: entry.classYear,
    eligibilityYear: eligibilityYearOf(entry),
    rotation: entry.rotation,
    divisionId: asDivision(divisionOf(entry)),
    divisionIdFrom: asDivision(entry.fromDivisionId),
    divisionIdTo: asDivision(entry.toDivisionId),
    conferenceIdFrom: entry.fromConferenceId,
    conferenceIdTo: entry.toConferenceId,
    conferenceShortNameFrom: entry.fromConferenceShortName,
    conferenceShortNameTo: entry.toConferenceShortName,
    teamIdFrom: entry.fromTeamId,
    teamIdTo: entry.toTeamId,
    teamMarketFrom: entry.fromTeamMarket,
    teamMarketTo: entry.toTeamMarket,
  };
}

export interface EntryFilter {
  readonly divisionId: number | null;
  readonly conferenceId: number | null;
  /** The school of the request's team (team ids change every season; the school does not). */
  readonly teamKey: string | null;
  readonly playerId: number | null;
}

export function keepsEntry(entry: PortalEntry, filter: EntryFilter): boolean {
  if (filter.divisionId !== null && divisionOf(entry) !== filter.divisionId) return false;
  if (
    filter.conferenceId !== null &&
    entry.fromConferenceId !== filter.conferenceId &&
    entry.toConferenceId !== filter.conferenceId
  ) {
    return false;
  }
  if (
    filter.teamKey !== null &&
    entry.fromTeamKey !== filter.teamKey &&
    entry.toTeamKey !== filter.teamKey
  ) {
    return false;
  }
  if (
    filter.playerId !== null &&
    ![entry.playerId, entry.fromPlayerId, entry.toPlayerId].includes(filter.playerId)
  ) {
    return false;
  }
  return true;
}
