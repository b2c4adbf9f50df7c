/**
 * The URL parameters both scatter pages share: the season (any competition; the tools open on
 * the scatter tools' season of §9), the division, the conference, the minimum games, the search and the
 * chart's guides, plus the non-stat values of the size and colour pickers. Each page adds its
 * stats and builds its one schema (team-scatter-route.ts, player-scatter-route.ts); an
 * unreadable value falls back to its default, as every URL filter does.
 */
import {
  COMPETITION_ID_SETS,
  DEFAULT_DIVISION_LABEL,
  DIVISION_LABELS,
  isAllowedCompetitionId,
} from '@courtside/contract';
import {
  boolParam,
  enumParam,
  intParam,
  stringParam,
  type FilterParam,
} from '@/lib/stats/url-filters';

/** The seasons the scatter tools open on (§9: 2024-25, both genders); every season is offered. */
export const SCATTER_DEFAULT_COMPETITION_IDS: readonly number[] = COMPETITION_ID_SETS.scatterApps;

/**
 * The `competition` parameter: a competition, or null (not named: the user's default
 * competition). An id of no competition reads as not named.
 */
export const scatterCompetitionParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    if (last === undefined || !/^\d{1,9}$/.test(last)) return undefined;
    const id = Number(last);
    return isAllowedCompetitionId(id) ? id : undefined;
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};

/**
 * The `conference` parameter: a conference id (0 is a real one, the independents) or null for
 * the whole division. Whether the id belongs to the division is checked against the
 * competition's conferences once they are known.
 */
export const conferenceParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last !== undefined && /^\d{1,9}$/.test(last) ? Number(last) : undefined;
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};

/** No stat for the size of the marks. */
export const NO_SIZE = 'none';
/** Colour by the team's own colours, or no colour at all. */
export const TEAM_COLORS = 'team';
export const NO_COLOR = 'none';

/** Parameters every scatter page has, with the page's defaults where they differ. */
export function commonScatterParams() {
  return {
    competition: scatterCompetitionParam,
    division: enumParam(DIVISION_LABELS, DEFAULT_DIVISION_LABEL),
    conference: conferenceParam,
    minGames: intParam(0, { min: 0, max: 60 }),
    search: stringParam('', { maxLength: 60 }),
    averages: boolParam(true),
    quadrants: boolParam(true),
    fit: boolParam(false),
    labels: boolParam(true),
  };
}

/** The chart guides the toggles switch, as the URL names them. */
export const GUIDE_TOGGLES = [
  { key: 'averages', label: 'Average lines' },
  { key: 'quadrants', label: 'Quadrant labels' },
  { key: 'fit', label: 'Fitted line' },
  { key: 'labels', label: 'Label outliers' },
] as const;
export type GuideToggle = (typeof GUIDE_TOGGLES)[number]['key'];
