/**
 * `competition-teams` of the season's division: the teams the Team picker offers, by name.
 * Public. Until they arrive (or if they fail) the picker offers every team only.
 */
import { useEndpoint } from '@/lib/api';

const ENDPOINT = 'competition-teams';

export const divisionTeamsConfig = (competitionId: number, divisionId: number) => ({
  competitionId,
  divisionId,
  fields: ['teamMarket'],
});

export const useDivisionTeams = (competitionId: number, divisionId: number) =>
  useEndpoint(ENDPOINT, divisionTeamsConfig(competitionId, divisionId));
