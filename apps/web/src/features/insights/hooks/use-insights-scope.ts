/**
 * The season and division of the insights from the address: the `competition` and `division`
 * filters (content/insights-route.ts), the season falling back on the user's default
 * (lib/stats/stats-defaults: their team's gender, 2024-25) when the address names none.
 */
import { useUrlFilters, type SetFilters } from '@/lib/stats/url-filters';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import type { Gender } from '@courtside/contract';
import {
  INSIGHTS_FILTERS,
  insightsScopeOf,
  type InsightsFilterValues,
  type InsightsScope,
} from '../content/insights-route';

export interface InsightsScopeState {
  /** Null only for a season the contract does not know, which the filter never lets through. */
  scope: InsightsScope | null;
  filters: InsightsFilterValues;
  setFilters: SetFilters<InsightsFilterValues>;
  preferredGender: Gender;
}

export function useInsightsScope(): InsightsScopeState {
  const defaults = useStatsDefaults();
  const [filters, setFilters] = useUrlFilters(INSIGHTS_FILTERS);
  const competitionId = filters.competition ?? defaults.competitionId;
  return {
    scope: insightsScopeOf(competitionId, filters.division),
    filters,
    setFilters,
    preferredGender: defaults.gender,
  };
}
