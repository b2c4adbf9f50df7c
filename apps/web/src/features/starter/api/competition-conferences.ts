/**
 * `competition-conferences` of one competition: the conference short names of the team tables'
 * conference column. Public.
 */
import type { CompetitionConferenceRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'competition-conferences';

export const competitionConferencesConfig = (competitionId: number) => ({ competitionId });

export const fetchCompetitionConferences = (competitionId: number, signal?: AbortSignal) =>
  fetchData<CompetitionConferenceRow[]>(ENDPOINT, competitionConferencesConfig(competitionId), {
    signal,
  });

export const competitionConferencesQueryOptions = (competitionId: number) =>
  dataQueryOptions<CompetitionConferenceRow[]>(
    ENDPOINT,
    competitionConferencesConfig(competitionId),
  );

export const useCompetitionConferences = (competitionId: number) =>
  useData<CompetitionConferenceRow[]>(ENDPOINT, competitionConferencesConfig(competitionId), {
    onError: shownOnScreen,
  });
