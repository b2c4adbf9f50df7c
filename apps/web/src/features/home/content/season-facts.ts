/** Facts about the coverage itself, derived from the contract so they cannot drift from it. */
import { COMPETITIONS, DIVISIONS } from '@courtside/contract';

const seasonLabels = [...new Set(COMPETITIONS.map((competition) => competition.abb2))].sort();

export const SEASON_COUNT = seasonLabels.length;
export const FIRST_SEASON = seasonLabels[0] ?? '';
export const LATEST_SEASON = seasonLabels[seasonLabels.length - 1] ?? '';
export const DIVISION_NAMES = DIVISIONS.map((division) => division.name);
