/**
 * The tour's top team comes from the home page's request (lib/stats/top-teams.ts), so a visit to
 * the home page and to the tour share one cached answer; the first card links the qualified team
 * with the highest adjusted net rating.
 */
import { useTopTeams as useSharedTopTeams } from '@/lib/stats/top-teams';
import { shownOnScreen } from './shown-on-screen';

export type { TopTeamRow } from '@/lib/stats/top-teams';
export { fetchTopTeams, topTeamsConfig, topTeamsQueryOptions } from '@/lib/stats/top-teams';

/** Division I, the division the tour's lookups read. */
export const TOUR_DIVISION_ID = 1;

export const useTopTeams = (competitionId: number) =>
  useSharedTopTeams(competitionId, shownOnScreen);
