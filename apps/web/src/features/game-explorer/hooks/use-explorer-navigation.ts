/**
 * Changing the season or the division changes the path, so it opens the other page with the
 * same search. Teams and conferences belong to a season and division and dates to a season, so
 * those are dropped where they would no longer mean anything.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DivisionLabel } from '@courtside/contract';
import { EXPLORER_FILTERS, type ExplorerFilterValues } from '../content/explorer-filters';
import { gameExplorerPath, type ExplorerRoute } from '../content/explorer-route';

export interface ExplorerNavigation {
  toSeason: (competitionId: number) => void;
  toDivision: (divisionLabel: DivisionLabel) => void;
}

export function useExplorerNavigation(
  route: ExplorerRoute,
  filters: ExplorerFilterValues,
): ExplorerNavigation {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const open = useCallback(
    (competitionId: number, divisionLabel: DivisionLabel, values: ExplorerFilterValues) => {
      const search = EXPLORER_FILTERS.serialize(values, searchParams).toString();
      navigate(
        `${gameExplorerPath(competitionId, divisionLabel)}${search === '' ? '' : `?${search}`}`,
      );
    },
    [navigate, searchParams],
  );

  const toSeason = useCallback(
    (competitionId: number) => {
      if (competitionId === route.competition.id) return;
      open(competitionId, route.division.label, {
        ...filters,
        teams: [],
        conferences: [],
        from: null,
        to: null,
      });
    },
    [open, route, filters],
  );

  const toDivision = useCallback(
    (divisionLabel: DivisionLabel) => {
      if (divisionLabel === route.division.label) return;
      open(route.competition.id, divisionLabel, { ...filters, teams: [], conferences: [] });
    },
    [open, route, filters],
  );

  return { toSeason, toDivision };
}
