/**
 * Changing the gender or the division changes the path, so it opens the other page with the
 * same choices: the same season year of the other gender, the same stat, splits and sort. A
 * conference belongs to one division, so moving to another division drops it. Choosing a
 * season of the other gender in the season picker is a gender change to that season.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_COMPETITION_IDS,
  competitionsOfGender,
  getCompetition,
  type DivisionLabel,
  type Gender,
} from '@courtside/contract';
import { SPLIT_FILTERS, type SplitFilterValues } from '../content/split-filters';
import { splitComparisonsPath, type SplitRoute } from '../content/split-route';

/** The other gender's season of the same year, else its default season. */
export function sameSeasonFor(gender: Gender, competitionId: number): number {
  const year = getCompetition(competitionId)?.yearStart;
  const match = competitionsOfGender(gender).find((competition) => competition.yearStart === year);
  return match?.id ?? DEFAULT_COMPETITION_IDS[gender];
}

export interface SplitNavigation {
  toGender: (gender: Gender, season?: number) => void;
  toDivision: (divisionLabel: DivisionLabel) => void;
  /** A season of either gender: the filter for this gender's, the other page for the other's. */
  toSeason: (competitionId: number) => void;
}

export function useSplitNavigation(
  route: SplitRoute,
  filters: SplitFilterValues,
  setSeason: (season: number) => void,
): SplitNavigation {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const open = useCallback(
    (gender: Gender, divisionLabel: DivisionLabel, values: SplitFilterValues) => {
      const search = SPLIT_FILTERS[gender].serialize(values, searchParams).toString();
      navigate(
        `${splitComparisonsPath(gender, divisionLabel)}${search === '' ? '' : `?${search}`}`,
      );
    },
    [navigate, searchParams],
  );

  const toGender = useCallback(
    (gender: Gender, season?: number) => {
      if (gender === route.gender) return;
      open(gender, route.division.label, {
        ...filters,
        season: season ?? sameSeasonFor(gender, filters.season),
        conference: null,
      });
    },
    [open, route, filters],
  );

  const toDivision = useCallback(
    (divisionLabel: DivisionLabel) => {
      if (divisionLabel === route.division.label) return;
      open(route.gender, divisionLabel, { ...filters, conference: null });
    },
    [open, route, filters],
  );

  const toSeason = useCallback(
    (competitionId: number) => {
      const gender = getCompetition(competitionId)?.gender;
      if (gender === undefined) return;
      if (gender === route.gender) setSeason(competitionId);
      else toGender(gender, competitionId);
    },
    [route.gender, setSeason, toGender],
  );

  return { toGender, toDivision, toSeason };
}
