/**
 * What the overview, teams and conferences views count and add up over the entrants. A group
 * (a school or a conference) loses the entrants who left it and did not withdraw — committed
 * elsewhere or still in the portal, either way off its roster — and gains the committed
 * transfers who joined it. Minutes, points and rating value are last season's, from the season
 * line; an entrant without one counts in the counts and adds nothing to the sums.
 */
import { DIVISIONS } from '@courtside/contract';
import { POSITION_GROUP_NAMES, type PortalEntrant } from './entrants';

export interface StatusCounts {
  entrants: number;
  committed: number;
  unsigned: number;
  withdrawn: number;
}

export function statusCounts(entrants: readonly PortalEntrant[]): StatusCounts {
  const counts = { entrants: entrants.length, committed: 0, unsigned: 0, withdrawn: 0 };
  for (const entrant of entrants) {
    if (entrant.status === 'Transferred') counts.committed += 1;
    else if (entrant.status === 'Active') counts.unsigned += 1;
    else counts.withdrawn += 1;
  }
  return counts;
}

export interface CountRow extends StatusCounts {
  key: string;
  label: string;
}

interface GroupRef {
  key: string;
  label: string;
}

/** Entrants per group, most entrants first (then by name); entrants without a group last. */
function countsBy(
  entrants: readonly PortalEntrant[],
  groupOf: (entrant: PortalEntrant) => GroupRef | null,
  unknownLabel: string,
): CountRow[] {
  const members = new Map<string, { label: string; entrants: PortalEntrant[] }>();
  for (const entrant of entrants) {
    const group = groupOf(entrant) ?? { key: '', label: unknownLabel };
    const entry = members.get(group.key) ?? { label: group.label, entrants: [] };
    entry.entrants.push(entrant);
    members.set(group.key, entry);
  }
  return [...members]
    .map(([key, entry]) => ({ key, label: entry.label, ...statusCounts(entry.entrants) }))
    .sort(
      (a, b) =>
        Number(a.key === '') - Number(b.key === '') ||
        b.entrants - a.entrants ||
        a.label.localeCompare(b.label),
    );
}

export const divisionName = (divisionId: number): string =>
  DIVISIONS.find((division) => division.id === divisionId)?.name ?? `Division ${divisionId}`;

/** By the division each entrant left. */
export const countsByDivision = (entrants: readonly PortalEntrant[]) =>
  countsBy(
    entrants,
    (e) =>
      e.divisionIdFrom === null
        ? null
        : { key: String(e.divisionIdFrom), label: divisionName(e.divisionIdFrom) },
    'Unknown division',
  );

/** By the conference each entrant left. */
export const countsByConference = (entrants: readonly PortalEntrant[]) =>
  countsBy(
    entrants,
    (e) =>
      e.conferenceIdFrom === null
        ? null
        : {
            key: String(e.conferenceIdFrom),
            label: e.conferenceShortNameFrom ?? `Conference ${e.conferenceIdFrom}`,
          },
    'Unknown conference',
  );

/** By position group (from the season line: entrants without one have no position). */
export const countsByPosition = (entrants: readonly PortalEntrant[]) =>
  countsBy(
    entrants,
    (e) =>
      e.positionGroup === null
        ? null
        : { key: e.positionGroup, label: POSITION_GROUP_NAMES[e.positionGroup] },
    'Position unknown',
  );

/** The entrants with the highest rating value (box rating × minutes share), best first. */
export function biggestNames(entrants: readonly PortalEntrant[], count: number): PortalEntrant[] {
  return entrants
    .filter((e): e is PortalEntrant & { ratingValue: number } => e.ratingValue !== null)
    .sort((a, b) => b.ratingValue - a.ratingValue || a.fullName.localeCompare(b.fullName))
    .slice(0, count);
}

/** A school's or a conference's moves and their sums. */
export interface MoveGroup {
  key: string;
  label: string;
  /** The team page to link (the newest season the moves show it in), if any. */
  link: { competitionId: number; teamId: number } | null;
  /** Teams: the conference it plays in (its arrivals', else the one its entrants left). */
  conferenceShortName: string | null;
  arrivals: PortalEntrant[];
  departures: PortalEntrant[];
  transfersIn: number;
  transfersOut: number;
  unsigned: number;
  withdrawn: number;
  minsArrived: number;
  minsDeparted: number;
  minsNet: number;
  ptsArrived: number;
  ptsDeparted: number;
  ptsNet: number;
  ratingArrived: number;
  ratingDeparted: number;
  ratingNet: number;
}

type Side = 'from' | 'to';

interface Draft {
  label: string;
  link: MoveGroup['link'];
  conferenceTo: string | null;
  conferenceFrom: string | null;
  arrivals: PortalEntrant[];
  departures: PortalEntrant[];
  withdrawn: number;
}

const sumOf = (rows: readonly PortalEntrant[], value: (row: PortalEntrant) => number | null) =>
  rows.reduce((sum, row) => sum + (value(row) ?? 0), 0);

/** Tenths, so a sum reads the same as the parts shown beside it. */
const tenths = (value: number): number => Math.round(value * 10) / 10;

function finish(key: string, draft: Draft): MoveGroup {
  // Shown rounded, and the net is the difference of the shown parts: it checks by hand.
  const minsArrived = Math.round(sumOf(draft.arrivals, (e) => e.mins));
  const minsDeparted = Math.round(sumOf(draft.departures, (e) => e.mins));
  const ptsArrived = sumOf(draft.arrivals, (e) => e.ptsScored);
  const ptsDeparted = sumOf(draft.departures, (e) => e.ptsScored);
  const ratingArrived = tenths(sumOf(draft.arrivals, (e) => e.ratingValue));
  const ratingDeparted = tenths(sumOf(draft.departures, (e) => e.ratingValue));
  return {
    key,
    label: draft.label,
    link: draft.link,
    conferenceShortName: draft.conferenceTo ?? draft.conferenceFrom,
    arrivals: draft.arrivals,
    departures: draft.departures,
    transfersIn: draft.arrivals.length,
    transfersOut: draft.departures.filter((e) => e.status === 'Transferred').length,
    unsigned: draft.departures.filter((e) => e.status === 'Active').length,
    withdrawn: draft.withdrawn,
    minsArrived,
    minsDeparted,
    minsNet: minsArrived - minsDeparted,
    ptsArrived,
    ptsDeparted,
    ptsNet: ptsArrived - ptsDeparted,
    ratingArrived,
    ratingDeparted,
    ratingNet: tenths(ratingArrived - ratingDeparted),
  };
}

function moveGroups(
  entrants: readonly PortalEntrant[],
  groupOf: (entrant: PortalEntrant, side: Side) => GroupRef | null,
  linkOf: (entrant: PortalEntrant, side: Side) => MoveGroup['link'] = () => null,
): MoveGroup[] {
  const drafts = new Map<string, Draft>();
  const draftOf = (entrant: PortalEntrant, side: Side): Draft | undefined => {
    const group = groupOf(entrant, side);
    if (group === null) return undefined;
    const draft = drafts.get(group.key) ?? {
      label: group.label,
      link: null,
      conferenceTo: null,
      conferenceFrom: null,
      arrivals: [],
      departures: [],
      withdrawn: 0,
    };
    drafts.set(group.key, draft);
    // The newer season's page wins: an arrival's team is the competition's own.
    const link = linkOf(entrant, side);
    if (link !== null && (draft.link === null || side === 'to')) draft.link = link;
    if (side === 'to') draft.conferenceTo ??= entrant.conferenceShortNameTo;
    else draft.conferenceFrom ??= entrant.conferenceShortNameFrom;
    return draft;
  };
  for (const entrant of entrants) {
    const left = draftOf(entrant, 'from');
    if (left !== undefined) {
      if (entrant.status === 'Withdrew') left.withdrawn += 1;
      else left.departures.push(entrant);
    }
    if (entrant.status === 'Transferred') draftOf(entrant, 'to')?.arrivals.push(entrant);
  }
  return [...drafts].map(([key, draft]) => finish(key, draft));
}

/**
 * Moves per school. Team ids change every season while the school's name does not, so the
 * school left and the school joined are matched by market name.
 */
export const teamMoves = (entrants: readonly PortalEntrant[]) =>
  moveGroups(
    entrants,
    (e, side) => {
      const market = side === 'from' ? e.teamMarketFrom : e.teamMarketTo;
      return market === null ? null : { key: market, label: market };
    },
    (e, side) => {
      const teamId = side === 'from' ? e.teamIdFrom : e.teamIdTo;
      const competitionId = side === 'from' ? e.competitionIdFrom : e.competitionId;
      return teamId === null || competitionId === null ? null : { competitionId, teamId };
    },
  );

/** Moves per conference (a move within one conference counts as leaving and joining it). */
export const conferenceMoves = (entrants: readonly PortalEntrant[]) =>
  moveGroups(entrants, (e, side) => {
    const id = side === 'from' ? e.conferenceIdFrom : e.conferenceIdTo;
    const name = side === 'from' ? e.conferenceShortNameFrom : e.conferenceShortNameTo;
    return id === null ? null : { key: String(id), label: name ?? `Conference ${id}` };
  });

/** The groups gaining (highest net rating value first) and losing the most value. */
export function valueLeaders(groups: readonly MoveGroup[], count: number) {
  const byNet = [...groups].sort(
    (a, b) => b.ratingNet - a.ratingNet || b.minsNet - a.minsNet || a.label.localeCompare(b.label),
  );
  return {
    gaining: byNet.filter((g) => g.ratingNet > 0).slice(0, count),
    losing: byNet
      .filter((g) => g.ratingNet < 0)
      .reverse()
      .slice(0, count),
  };
}
