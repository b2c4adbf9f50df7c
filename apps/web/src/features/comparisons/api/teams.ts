/**
 * `teams` of one competition: the team choices of a season (ids belong to one season) and, for a
 * chosen team, its division (whose teams are its percentile pool) and conference. Public.
 */
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'teams';

export const seasonTeamsConfig = (competitionId: number) => ({ competitionId });

export const seasonTeamsQueryOptions = (competitionId: number) =>
  endpointQueryOptions(ENDPOINT, seasonTeamsConfig(competitionId));

export const useSeasonTeams = (competitionId: number) =>
  useEndpoint(ENDPOINT, seasonTeamsConfig(competitionId), { onError: shownOnScreen });
