/**
 * `teams` of one competition: the team choices of a season for a picker (team ids belong to one
 * season). Public.
 */
import { endpointQueryOptions, useEndpoint } from '@/lib/api';

const ENDPOINT = 'teams';

export const seasonTeamsConfig = (competitionId: number) => ({ competitionId });

export const seasonTeamsQueryOptions = (competitionId: number) =>
  endpointQueryOptions(ENDPOINT, seasonTeamsConfig(competitionId));

/** Failures show beside the picker, with a Retry. */
const shownOnScreen = (): void => {};

export const useSeasonTeams = (competitionId: number) =>
  useEndpoint(ENDPOINT, seasonTeamsConfig(competitionId), { onError: shownOnScreen });
