/**
 * `competition-teams` of the division: each team's rank by adjusted efficiency margin
 * (`netRanking`) and record, for the ranks beside the names and the "ranked games" filter.
 * Public.
 */
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'competition-teams';

export const useDivisionTeams = (competitionId: number, divisionId: number) =>
  useEndpoint(ENDPOINT, { competitionId, divisionId });
