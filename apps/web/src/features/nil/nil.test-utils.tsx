/**
 * The NIL page under the real providers with the data API served on its real paths, and small
 * hand-made NIL rows: five players of three teams in two conferences, whose values the tests
 * read back from the table and the CSV.
 */
import type { NilModelRow, NilPredictionRow, RawNilRow } from '@courtside/contract/schemas';
import type { ReactNode } from 'react';
import { RouteErrorFallback } from '@/components/errors/RoutedErrorFallbackPage';
import { renderWithSession } from '@/lib/session/session-test-support';
import {
  competitionRow,
  conferenceRow,
  serveData as serveDataApi,
  type DataReply,
} from '@/test/data-api-test-support';
import { NilPage } from './components/NilPage';

export const COMPETITION = 38409;
export const BIG_TEN = 4;
export const BIG_EAST = 5;

const METHOD = 'Performance index (METHODS §10): no social data';

type Tier = NilPredictionRow['nilTier'];
const BANDS: Record<Tier, [number, number]> = {
  Elite: [90, 100],
  High: [75, 90],
  Mid: [50, 75],
  Low: [25, 50],
  Minimal: [0, 25],
};

export interface PlayerFixture {
  playerId: number;
  fullName: string;
  teamId: number;
  teamMarket: string;
  conferenceId: number;
  position: string;
  nilIndex: number;
  tier: Tier;
  /** Rating, minutes, prestige and team percentiles (0..1). */
  pctiles: [number, number, number, number];
  bpm: number;
  mins: number;
  programPrestige: number;
  teamNetRtgAdj: number;
  isTransfer?: boolean;
}

export function nilRow(player: PlayerFixture): NilPredictionRow {
  const [low, high] = BANDS[player.tier];
  const [ratingPctile, minutesPctile, prestigePctile, teamPctile] = player.pctiles;
  return {
    _id: `${COMPETITION}-${player.teamId}-${player.playerId}-nil`,
    updated: '2025-04-08T00:00:00Z',
    competitionId: COMPETITION,
    divisionId: 1,
    position: player.position,
    classYr: 'Jr',
    ratingPctile,
    minutesPctile,
    prestigePctile,
    teamPctile,
    nilIndex: player.nilIndex,
    nilTier: player.tier,
    nilRangeLow: low,
    nilRangeHigh: high,
    poolSize: 5,
    socialData: false,
    method: METHOD,
    playerId: player.playerId,
    fullName: player.fullName,
    firstName: null,
    lastName: null,
    teamId: player.teamId,
    teamMarket: player.teamMarket,
    conferenceId: player.conferenceId,
    height: 78,
    bpm: player.bpm,
    mins: player.mins,
    gp: 30,
    programPrestige: player.programPrestige,
    teamNetRtgAdj: player.teamNetRtgAdj,
    isTransfer: player.isTransfer ?? false,
  };
}

/** Best index first, as the API sends them. */
export const PLAYERS: readonly PlayerFixture[] = [
  {
    playerId: 11,
    fullName: 'Avery Stone',
    teamId: 2,
    teamMarket: 'Purdue',
    conferenceId: BIG_TEN,
    position: 'C',
    nilIndex: 96,
    tier: 'Elite',
    pctiles: [1, 0.8, 1, 1],
    bpm: 12.1,
    mins: 1100,
    programPrestige: 1.9,
    teamNetRtgAdj: 30.2,
  },
  {
    playerId: 21,
    fullName: 'Blake Rivers',
    teamId: 1,
    teamMarket: 'Illinois',
    conferenceId: BIG_TEN,
    position: 'G-F',
    nilIndex: 82,
    tier: 'High',
    pctiles: [0.8, 1, 0.6, 0.8],
    bpm: 8.4,
    mins: 1150.5,
    programPrestige: 1.25,
    teamNetRtgAdj: 22.5,
    isTransfer: true,
  },
  {
    playerId: 31,
    fullName: 'Casey Moor',
    teamId: 3,
    teamMarket: 'Marquette',
    conferenceId: BIG_EAST,
    position: 'G',
    nilIndex: 61,
    tier: 'Mid',
    pctiles: [0.6, 0.6, 0.8, 0.6],
    bpm: 5,
    mins: 1000,
    programPrestige: 1.4,
    teamNetRtgAdj: 19,
  },
  {
    playerId: 12,
    fullName: 'Dana Park',
    teamId: 2,
    teamMarket: 'Purdue',
    conferenceId: BIG_TEN,
    position: 'G',
    nilIndex: 55,
    tier: 'Mid',
    pctiles: [0.4, 0.4, 1, 1],
    bpm: 3.2,
    mins: 800,
    programPrestige: 1.9,
    teamNetRtgAdj: 30.2,
  },
  {
    playerId: 32,
    fullName: 'Eli Ford',
    teamId: 3,
    teamMarket: 'Marquette',
    conferenceId: BIG_EAST,
    position: 'F',
    nilIndex: 40,
    tier: 'Low',
    pctiles: [0.2, 0.2, 0.8, 0.6],
    bpm: -1.5,
    mins: 600,
    programPrestige: 1.4,
    teamNetRtgAdj: 19,
  },
];

export const NIL_ROWS: readonly NilPredictionRow[] = PLAYERS.map(nilRow);

/** The anonymized rows: the same values without identity, numbered in index order. */
export const RAW_ROWS: readonly RawNilRow[] = NIL_ROWS.map((row, index) => ({
  _id: `${COMPETITION}-nil-${index + 1}`,
  updated: row.updated,
  competitionId: row.competitionId,
  divisionId: row.divisionId,
  position: row.position,
  classYr: row.classYr,
  ratingPctile: row.ratingPctile,
  minutesPctile: row.minutesPctile,
  prestigePctile: row.prestigePctile,
  teamPctile: row.teamPctile,
  nilIndex: row.nilIndex,
  nilTier: row.nilTier,
  nilRangeLow: row.nilRangeLow,
  nilRangeHigh: row.nilRangeHigh,
  poolSize: row.poolSize,
  socialData: false,
  method: row.method,
}));

const heldOut = (deals: number, within: number, rmseLog: number, spearman: number) => ({
  deals,
  rmseLog,
  baselineRmseLog: 1.6,
  medianApe: 0.8,
  baselineMedianApe: 1.9,
  withinFactorTwo: within,
  baselineWithinFactorTwo: 0.3,
  spearman,
});

/** A tested model: two seasons of Division I deals, each held out with a fit to the other. */
export const NIL_MODEL_ROW: NilModelRow = {
  _id: `${COMPETITION}-1-nil-model`,
  updated: '2025-04-08T00:00:00Z',
  competitionId: COMPETITION,
  gender: 'MALE',
  divisionId: 1,
  available: true,
  reason: null,
  seasons: [
    {
      competitionId: 36045,
      season: '2023-24',
      ratedPlayers: 150,
      deals: 60,
      medianValue: 4200,
      topValue: 900_000,
    },
    {
      competitionId: COMPETITION,
      season: '2024-25',
      ratedPlayers: 152,
      deals: 64,
      medianValue: 4650,
      topValue: 1_250_000,
    },
  ],
  intercept: 6.1,
  slope: 0.05,
  residualSd: 1.1,
  trainingDeals: 124,
  valueBands: [
    { tier: 'Elite', indexLow: 90, indexHigh: 100, valueLow: 40_000, valueHigh: 66_000 },
    { tier: 'High', indexLow: 75, indexHigh: 90, valueLow: 19_000, valueHigh: 40_000 },
    { tier: 'Mid', indexLow: 50, indexHigh: 75, valueLow: 5400, valueHigh: 19_000 },
    { tier: 'Low', indexLow: 25, indexHigh: 50, valueLow: 1500, valueHigh: 5400 },
    { tier: 'Minimal', indexLow: 0, indexHigh: 25, valueLow: 450, valueHigh: 1500 },
  ],
  backtest: [
    { competitionId: 36045, season: '2023-24', trainingDeals: 64, ...heldOut(60, 0.5, 1.1, 0.61) },
    {
      competitionId: COMPETITION,
      season: '2024-25',
      trainingDeals: 60,
      ...heldOut(64, 0.45, 1.2, 0.58),
    },
  ],
  pooled: heldOut(124, 0.475, 1.15, 0.6),
  method: 'Least squares of ln(deal value) on the index',
};

/** The answer of a warehouse without deal values (every NCAA season). */
export const NIL_MODEL_WITHOUT_DEALS: NilModelRow = {
  ...NIL_MODEL_ROW,
  available: false,
  reason:
    "This warehouse holds no NIL deal values for men's Division I (the NCAA sources carry none; the demo league simulates them), so the index cannot be tested against deals.",
  seasons: [],
  intercept: null,
  slope: null,
  residualSd: null,
  trainingDeals: 0,
  valueBands: [],
  backtest: [],
  pooled: null,
};

/**
 * The NIL endpoints and the lookups the page reads; any other endpoint is a 500 the test sees
 * (not a 404, which the page would take for an unknown id).
 */
export function serveNil(extra: Record<string, DataReply> = {}, isSimulated = false) {
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
      'nil-predictions': () => NIL_ROWS,
      'raw-nil-anonymized': () => RAW_ROWS,
      'nil-model': () => [NIL_MODEL_ROW],
      ...extra,
    },
    { unservedStatus: 500 },
  );
}

export const NIL_PATH = '/stats/:competitionId/nil/:view';

/** As the route table does, a not-found error of the page shows `page not found`. */
export function renderNil(
  url: string,
  element: ReactNode = <NilPage notFound={<p>page not found</p>} />,
) {
  const errorElement = <RouteErrorFallback notFound={<p>page not found</p>} />;
  return renderWithSession([{ path: NIL_PATH, element, errorElement }], { initialEntries: [url] });
}
