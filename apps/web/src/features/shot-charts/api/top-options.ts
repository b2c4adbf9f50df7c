/**
 * `shotcharts-top-options` (§3): the six top teams of each gender in Division I of a season,
 * labelled 'M: ' or 'W: ', the page's quick picks and the left chart's default team. Public
 * (tier 0).
 */
import { COMPETITIONS, type Competition } from '@courtside/contract';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'shotcharts-top-options';

/** The quick picks are Division I teams (the options are keyed by division 1). */
export const TOP_OPTIONS_DIVISION = 1;

/** Both genders' competitions of the season, men's first. */
export function seasonCompetitionIds(competition: Competition): number[] {
  return COMPETITIONS.filter((candidate) => candidate.yearStart === competition.yearStart)
    .sort((a, b) => (a.gender === b.gender ? 0 : a.gender === 'MALE' ? -1 : 1))
    .map((candidate) => candidate.id);
}

/** Both genders' competitions of one season. */
export const topOptionsConfig = (competitionIds: readonly number[]) => ({
  competitionIds: [...competitionIds],
  divisionId: TOP_OPTIONS_DIVISION,
});

/** The season's options (one request for both genders); none asked for when null. */
export const useTopOptions = (competitionIds: readonly number[] | null) =>
  useEndpoint(ENDPOINT, competitionIds === null ? null : topOptionsConfig(competitionIds), {
    onError: shownOnScreen,
  });
