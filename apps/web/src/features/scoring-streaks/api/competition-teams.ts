/**
 * `competition-teams` of one season, every division: names the opponents of a team's runs and
 * streaks (the streak rows carry only their ids). Public. Until the names arrive (or if they
 * fail) an opponent reads "opponent", rather than holding the tables back.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'competition-teams';

export const competitionTeamsConfig = (competitionId: number) => ({ competitionId });

export const useCompetitionTeams = (competitionId: number) =>
  useEndpoint(ENDPOINT, competitionTeamsConfig(competitionId), { onError: shownOnScreen });
