/**
 * The portal page under the real providers with the data API served on its real paths, and a
 * small hand-made men's portal whose counts and sums the tests check by hand:
 *
 * | Entrant | Move                       | Status      | Line: pos, MIN, PTS, BPM × share = value |
 * | Alpha   | Drake (MVC) → Duke (ACC)   | Transferred | G, 900, 500, 6.0 × 0.6 = 3.6             |
 * | Bravo   | Duke (ACC) → Kansas (B12)  | Transferred | F, 600, 250, 2.0 × 0.4 = 0.8             |
 * | Charlie | Duke (ACC) → —             | Active      | C, 300, 90, −1.0 × 0.2 = −0.2            |
 * | Delta   | Kansas (B12), stayed       | Withdrew    | G, 200, 60, 1.0 × 0.15 = 0.15            |
 * | Echo    | Iona (MAAC) → Drake (MVC)  | Transferred | no season line                           |
 * | Foxtrot | Lewis (GLVC, D2) → Drake   | Transferred | F, 800, 400, 4.0 × 0.5 = 2.0             |
 */
import type { PortalAggStatsRow, TransferPortalRow } from '@courtside/contract/schemas';
import type { ReactNode } from 'react';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { renderWithSession } from '@/lib/session/session-test-support';
import { competitionRow, serveData, type DataReply } from '@/test/data-api-test-support';
import { TransferPortalPage } from './components/TransferPortalPage';

export const MEN = 38409;
export const PRIOR = 36045;
export const PORTAL_PATH = '/stats/:competitionId/portal/:view';

interface School {
  teamId: number;
  market: string;
  conferenceId: number;
  conference: string;
  divisionId: 1 | 2 | 3;
}

const school = (
  teamId: number,
  market: string,
  conferenceId: number,
  conference: string,
  divisionId: 1 | 2 | 3 = 1,
): School => ({ teamId, market, conferenceId, conference, divisionId });

/** Last season's ids are 1xx, this season's 2xx: team ids change every season. */
const DUKE = { before: school(101, 'Duke', 2, 'ACC'), now: school(201, 'Duke', 2, 'ACC') };
const KANSAS = {
  before: school(102, 'Kansas', 3, 'Big 12'),
  now: school(202, 'Kansas', 3, 'Big 12'),
};
const DRAKE = { before: school(103, 'Drake', 5, 'MVC'), now: school(203, 'Drake', 5, 'MVC') };
const IONA = school(104, 'Iona', 6, 'MAAC');
const LEWIS = school(105, 'Lewis', 40, 'GLVC', 2);

function move(
  personId: number,
  fullName: string,
  status: TransferPortalRow['status'],
  from: School,
  to: School | null,
): TransferPortalRow {
  return {
    _id: `${MEN}-portal-${personId}`,
    updated: '2025-05-01T00:00:00Z',
    competitionId: MEN,
    competitionIdFrom: PRIOR,
    source: 'transfers',
    personId,
    playerId: 5000 + personId,
    playerIdFrom: 4000 + personId,
    playerIdTo: to === null ? null : 5000 + personId,
    fullName,
    firstName: null,
    lastName: null,
    status,
    classYr: 'Jr.',
    eligibilityYear: 'Sr.',
    rotation: true,
    divisionId: to?.divisionId ?? from.divisionId,
    divisionIdFrom: from.divisionId,
    divisionIdTo: to?.divisionId ?? null,
    conferenceIdFrom: from.conferenceId,
    conferenceIdTo: to?.conferenceId ?? null,
    conferenceShortNameFrom: from.conference,
    conferenceShortNameTo: to?.conference ?? null,
    teamIdFrom: from.teamId,
    teamIdTo: to?.teamId ?? null,
    teamMarketFrom: from.market,
    teamMarketTo: to?.market ?? null,
    createdWhen: null,
    updatedWhen: null,
    activeFlag: status === 'Active',
    redshirtFlag: null,
    portalRecency: null,
  };
}

export const MOVES: TransferPortalRow[] = [
  move(1, 'Alpha Guard', 'Transferred', DRAKE.before, DUKE.now),
  move(2, 'Bravo Forward', 'Transferred', DUKE.before, KANSAS.now),
  move(3, 'Charlie Center', 'Active', DUKE.before, null),
  move(4, 'Delta Wing', 'Withdrew', KANSAS.before, null),
  move(5, 'Echo Reserve', 'Transferred', IONA, DRAKE.now),
  move(6, 'Foxtrot Two', 'Transferred', LEWIS, DRAKE.now),
];

interface Line {
  position: string;
  mins: number;
  ptsScored: number;
  bpm: number;
  minsPct: number;
  gp?: number;
}

/** A slim portal-agg-stats row, as `fields` returns it: the fields asked for and the ids. */
function line(personId: number, values: Line): PortalAggStatsRow {
  const gp = values.gp ?? 30;
  return {
    _id: `${MEN}-portal-${personId}`,
    competitionId: MEN,
    personId,
    playerId: 5000 + personId,
    statsCompetitionId: PRIOR,
    gp,
    minsPg: values.mins / gp,
    ptsScoredPg: values.ptsScored / gp,
    rebPg: 4,
    astPg: 2,
    tsPct: 0.55,
    usagePct: 0.2,
    per: 15,
    isQualified: true,
    ...values,
  } as PortalAggStatsRow;
}

export const LINES: PortalAggStatsRow[] = [
  line(1, { position: 'G', mins: 900, ptsScored: 500, bpm: 6, minsPct: 0.6 }),
  line(2, { position: 'F', mins: 600, ptsScored: 250, bpm: 2, minsPct: 0.4 }),
  line(3, { position: 'C', mins: 300, ptsScored: 90, bpm: -1, minsPct: 0.2 }),
  line(4, { position: 'G-F', mins: 200, ptsScored: 60, bpm: 1, minsPct: 0.15 }),
  line(6, { position: 'F', mins: 800, ptsScored: 400, bpm: 4, minsPct: 0.5 }),
];

/** Serves the men's portal (simulated unless told) and any extra replies. */
export function servePortal(extra: Record<string, DataReply> = {}, isSimulated = true) {
  return serveData(
    {
      competitions: () => [competitionRow(MEN, isSimulated)],
      'vc-transfer-portal': () => MOVES,
      'portal-agg-stats': () => LINES,
      ...extra,
    },
    { unservedStatus: 500 },
  );
}

/** As the route table does, a not-found error of the page shows `page not found`. */
export function renderPortal(url: string, element: ReactNode = <PortalPage />) {
  const errorElement = <RouteErrorFallback notFound={<p>page not found</p>} />;
  return renderWithSession([{ path: PORTAL_PATH, element, errorElement }], {
    initialEntries: [url],
  });
}

function PortalPage() {
  return <TransferPortalPage notFound={<p>page not found</p>} />;
}
