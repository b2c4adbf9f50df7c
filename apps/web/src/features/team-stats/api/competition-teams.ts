/**
 * `teams` of one competition: used when switching season or gender, to find the same school
 * (by its `teamKey`, stable across seasons while team ids are not) in the other competition.
 * Public.
 */
import { endpointQueryOptions } from '@/lib/api';

const ENDPOINT = 'teams';

export const competitionTeamsConfig = (competitionId: number) => ({ competitionId });

export const competitionTeamsQueryOptions = (competitionId: number) =>
  endpointQueryOptions(ENDPOINT, competitionTeamsConfig(competitionId));
