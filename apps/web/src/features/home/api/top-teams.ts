/**
 * The home page's Division I teams of a competition (lib/stats/top-teams.ts): one answer feeds
 * both the top-teams list and the team leaders.
 */
import { useTopTeams as useSharedTopTeams } from '@/lib/stats/top-teams';
import { shownOnScreen } from './shown-on-screen';

export type { TopTeamRow } from '@/lib/stats/top-teams';
export { TOP_TEAM_FIELDS, topTeamsConfig } from '@/lib/stats/top-teams';

/** Division I: the default division of the stats areas. */
export const HOME_DIVISION_ID = 1;

export const useTopTeams = (competitionId: number) =>
  useSharedTopTeams(competitionId, shownOnScreen);
