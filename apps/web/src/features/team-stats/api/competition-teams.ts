/**
 * `teams` of one competition: used when switching season or gender, to find the same school
 * (by its `teamKey`, stable across seasons while team ids are not) in the other competition.
 * Public.
 */
import type { TeamDataRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData } from '@/lib/api';

const ENDPOINT = 'teams';

export const competitionTeamsConfig = (competitionId: number) => ({ competitionId });

export const fetchCompetitionTeams = (competitionId: number, signal?: AbortSignal) =>
  fetchData<TeamDataRow[]>(ENDPOINT, competitionTeamsConfig(competitionId), { signal });

export const competitionTeamsQueryOptions = (competitionId: number) =>
  dataQueryOptions<TeamDataRow[]>(ENDPOINT, competitionTeamsConfig(competitionId));
