/**
 * The draft page under the real providers with the data API served on its real paths, and
 * small hand-made rows: five players of three teams in two conferences with a fitted model and
 * a known draft, the same players without a model (as on real NCAA data), and the model row of
 * each case. The tests read the values back from the table, the CSV and the method view.
 */
import type { DraftModelRow, DraftProspectRow } from '@courtside/contract/schemas';
import type { ReactNode } from 'react';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow,
  conferenceRow,
  serveData as serveDataApi,
  type DataReply,
} from '@/test/data-api-test-support';
import { DraftPage } from './components/DraftPage';

export const COMPETITION = 38409;
export const BIG_TEN = 4;
export const BIG_EAST = 5;

const METHOD = 'Logistic regression on standardized indicators, leave-one-season-out';

type Projection = Pick<
  DraftProspectRow,
  'draftProb' | 'prospectScore' | 'projectedRank' | 'projectedTier' | 'draftPick' | 'draftRound'
>;

export interface PlayerFixture extends Projection {
  playerId: number;
  fullName: string;
  teamId: number;
  teamMarket: string;
  conferenceId: number;
  position: string;
  classYr: string;
  height: number;
  ageEst: number;
  bpm: number;
  ageAdjBpm: number;
  minsPg: number;
  usagePct: number;
  threePaRate: number;
  ftPct: number;
  sos: number;
}

export function prospectRow(player: PlayerFixture, withModel = true): DraftProspectRow {
  return {
    _id: `${COMPETITION}-${player.teamId}-${player.playerId}-draft`,
    updated: '2025-06-30T00:00:00Z',
    competitionId: COMPETITION,
    divisionId: 1,
    playerId: player.playerId,
    fullName: player.fullName,
    firstName: null,
    lastName: null,
    teamId: player.teamId,
    teamMarket: player.teamMarket,
    conferenceId: player.conferenceId,
    position: player.position,
    classYr: player.classYr,
    height: player.height,
    ageEst: player.ageEst,
    gp: 30,
    mins: player.minsPg * 30,
    minsPg: player.minsPg,
    bpm: player.bpm,
    ageAdjBpm: player.ageAdjBpm,
    usagePct: player.usagePct,
    tsPct: 0.585,
    astPct: 0.152,
    stlPct: 0.021,
    blkPct: 0.034,
    orbPct: 0.061,
    drbPct: 0.174,
    threePaRate: player.threePaRate,
    ftPct: player.ftPct,
    sos: player.sos,
    draftProb: withModel ? player.draftProb : null,
    prospectScore: withModel ? player.prospectScore : null,
    projectedRank: withModel ? player.projectedRank : null,
    projectedTier: withModel ? player.projectedTier : null,
    draftKnown: withModel,
    draftPick: withModel ? player.draftPick : null,
    draftRound: withModel ? player.draftRound : null,
    poolSize: 5,
  };
}

const player = (
  fixture: Omit<PlayerFixture, 'height' | 'minsPg' | 'usagePct' | 'threePaRate' | 'ftPct'> &
    Partial<PlayerFixture>,
): PlayerFixture => ({
  height: 78,
  minsPg: 30,
  usagePct: 0.24,
  threePaRate: 0.35,
  ftPct: 0.75,
  ...fixture,
});

/** Most likely draftee first, as the API sends them. */
export const PLAYERS: readonly PlayerFixture[] = [
  player({
    playerId: 11,
    fullName: 'Avery Stone',
    teamId: 2,
    teamMarket: 'Purdue',
    conferenceId: BIG_TEN,
    position: 'C',
    classYr: 'Fr.',
    height: 84,
    ageEst: 19,
    bpm: 9.5,
    ageAdjBpm: 7.8,
    minsPg: 31.5,
    usagePct: 0.281,
    threePaRate: 0.12,
    ftPct: 0.714,
    sos: 11.3,
    draftProb: 0.912,
    prospectScore: 100,
    projectedRank: 1,
    projectedTier: 'Lottery',
    draftPick: 4,
    draftRound: 1,
  }),
  player({
    playerId: 21,
    fullName: 'Blake Rivers',
    teamId: 1,
    teamMarket: 'Illinois',
    conferenceId: BIG_TEN,
    position: 'G-F',
    classYr: 'Jr.',
    ageEst: 21,
    bpm: 8.1,
    ageAdjBpm: 4.2,
    sos: 10.8,
    draftProb: 0.42,
    prospectScore: 80,
    projectedRank: 9,
    projectedTier: 'Lottery',
    draftPick: 33,
    draftRound: 2,
  }),
  player({
    playerId: 31,
    fullName: 'Casey Moor',
    teamId: 3,
    teamMarket: 'Marquette',
    conferenceId: BIG_EAST,
    position: 'G',
    classYr: 'So.',
    ageEst: 20,
    bpm: 6,
    ageAdjBpm: 3.1,
    sos: 9.4,
    draftProb: 0.18,
    prospectScore: 60,
    projectedRank: 25,
    projectedTier: 'First round',
    draftPick: null,
    draftRound: null,
  }),
  player({
    playerId: 12,
    fullName: 'Dana Park',
    teamId: 2,
    teamMarket: 'Purdue',
    conferenceId: BIG_TEN,
    position: 'G',
    classYr: 'Sr.',
    ageEst: 22,
    bpm: 4.4,
    ageAdjBpm: -0.9,
    sos: 11.3,
    draftProb: 0.05,
    prospectScore: 40,
    projectedRank: 70,
    projectedTier: 'Undrafted',
    draftPick: null,
    draftRound: null,
  }),
  player({
    playerId: 32,
    fullName: 'Eli Ford',
    teamId: 3,
    teamMarket: 'Marquette',
    conferenceId: BIG_EAST,
    position: 'F',
    classYr: 'Gr.',
    ageEst: 23,
    bpm: 2,
    ageAdjBpm: -3.5,
    sos: 9.4,
    draftProb: 0.01,
    prospectScore: 20,
    projectedRank: 120,
    projectedTier: 'Undrafted',
    draftPick: null,
    draftRound: null,
  }),
];

export const PROSPECT_ROWS: readonly DraftProspectRow[] = PLAYERS.map((p) => prospectRow(p));

/** The same players on a warehouse without past drafts: by BPM, no model fields. */
export const UNPROJECTED_ROWS: readonly DraftProspectRow[] = PLAYERS.map((p) =>
  prospectRow(p, false),
);

const modelBase = {
  _id: `${COMPETITION}-draft-model`,
  updated: '2025-06-30T00:00:00Z',
  competitionId: COMPETITION,
  gender: 'MALE',
  picksPerDraft: 60,
  method: METHOD,
} as const;

export const MODEL_ROW: DraftModelRow = {
  ...modelBase,
  available: true,
  reason: null,
  trainedOn: [33533, 36045, COMPETITION],
  trainingRows: 9120,
  iterations: 42,
  intercept: -4.1,
  weights: [
    { indicator: 'bpm', label: 'BPM', weight: 0.61 },
    { indicator: 'ageEst', label: 'Estimated age', weight: -0.85 },
    { indicator: 'ageAdjBpm', label: 'Age-adjusted BPM', weight: 1.42 },
    { indicator: 'ftPct', label: 'FT%', weight: 0.12 },
    { indicator: 'height', label: 'Height', weight: 0.93 },
  ],
  backtest: [
    {
      competitionId: 33533,
      season: '2022-23',
      players: 4000,
      drafted: 52,
      auc: 0.9123,
      logLoss: 0.0412,
      brier: 0.0101,
      topNHits: 31,
    },
    {
      competitionId: 36045,
      season: '2023-24',
      players: 1000,
      drafted: 55,
      auc: 0.8874,
      logLoss: 0.0527,
      brier: 0.0151,
      topNHits: 28,
    },
  ],
  backtestAuc: 0.9051,
  backtestLogLoss: 0.0436,
};

export const NO_MODEL_REASON = 'This warehouse holds no past drafts of men to fit on';

export const NO_MODEL_ROW: DraftModelRow = {
  ...modelBase,
  available: false,
  reason: NO_MODEL_REASON,
  trainedOn: [],
  trainingRows: 0,
  iterations: 0,
  intercept: 0,
  weights: [],
  backtest: [],
  backtestAuc: null,
  backtestLogLoss: null,
};

/**
 * The draft endpoints and the lookups the page reads; any other endpoint is a 500 the test
 * sees (not a 404, which the page would take for an unknown id).
 */
export function serveDraft(extra: Record<string, DataReply> = {}, isSimulated = false) {
  return serveDataApi(
    {
      competitions: () => [competitionRow(COMPETITION, isSimulated)],
      'competition-conferences': () => [
        conferenceRow({
          competitionId: COMPETITION,
          conferenceId: BIG_TEN,
          conferenceShortName: 'Big Ten',
        }),
        conferenceRow({
          competitionId: COMPETITION,
          conferenceId: BIG_EAST,
          conferenceShortName: 'Big East',
        }),
      ],
      'draft-prospects': () => PROSPECT_ROWS,
      'draft-model': () => [MODEL_ROW],
      ...extra,
    },
    { unservedStatus: 500 },
  );
}

/** As serveDraft, for a warehouse without past drafts. */
export const serveDraftWithoutModel = () =>
  serveDraft({ 'draft-prospects': () => UNPROJECTED_ROWS, 'draft-model': () => [NO_MODEL_ROW] });

export const DRAFT_PATH = '/stats/:competitionId/draft/:view';

/** As the route table does, a not-found error of the page shows `page not found`. */
export function renderDraft(
  url: string,
  element: ReactNode = <DraftPage notFound={<p>page not found</p>} />,
) {
  const errorElement = <RouteErrorFallback notFound={<p>page not found</p>} />;
  return renderWithSession([{ path: DRAFT_PATH, element, errorElement }], {
    initialEntries: [url],
  });
}

/** Draft endpoint requests among those recorded. */
export const draftRequests = (requests: readonly string[]) =>
  requests.filter((path) => path.startsWith('/gs/draft-'));
