/**
 * The insights address (§2: /insights/:view, `home` the one the navbar links): the views, the
 * parsing of the `:view` parameter, the season and division filters of the query string (one
 * schema, defaults stated here) and the address of a view. An unknown view is the not-found
 * page.
 */
import {
  DEFAULT_DIVISION_LABEL,
  DIVISION_LABELS,
  DIVISIONS,
  getCompetition,
  type Competition,
  type DivisionLabel,
} from '@courtside/contract';
import { optionalCompetitionParam } from '@/lib/stats/stats-defaults';
import { defineUrlFilters, enumParam } from '@/lib/stats/url-filters';

/** One view per story, each with a longer list than the home page shows. */
export const STORY_VIEWS = ['upsets', 'comebacks', 'improved', 'conferences', 'transfers'] as const;
export type StoryView = (typeof STORY_VIEWS)[number];

export const INSIGHT_VIEWS = ['home', ...STORY_VIEWS] as const;
export type InsightView = (typeof INSIGHT_VIEWS)[number];

export function parseInsightView(raw: string | undefined): InsightView | null {
  return INSIGHT_VIEWS.find((view) => view === raw) ?? null;
}

export interface InsightsFilterValues {
  /** Null: not named in the address, so the user's default season (lib/stats/stats-defaults). */
  competition: number | null;
  division: DivisionLabel;
}

export const INSIGHTS_FILTERS = defineUrlFilters<InsightsFilterValues>({
  competition: optionalCompetitionParam,
  division: enumParam(DIVISION_LABELS, DEFAULT_DIVISION_LABEL),
});

/** The season and division the stories are told for. */
export interface InsightsScope {
  competition: Competition;
  division: { id: 1 | 2 | 3; label: DivisionLabel; name: string };
}

export function insightsScopeOf(competitionId: number, label: DivisionLabel): InsightsScope | null {
  const competition = getCompetition(competitionId);
  const division = DIVISIONS.find((entry) => entry.label === label);
  return competition === undefined || division === undefined ? null : { competition, division };
}

/** A view of the insights for the filters' season and division (defaults left out). */
export function insightsPath(view: InsightView, filters?: InsightsFilterValues): string {
  const search = filters === undefined ? '' : INSIGHTS_FILTERS.serialize(filters).toString();
  return `/insights/${view}${search === '' ? '' : `?${search}`}`;
}
