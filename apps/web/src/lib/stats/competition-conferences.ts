/**
 * `competition-conferences`: the conferences of one competition with their division and team
 * count. Names the conference of a page, labels the tables' conference column and lists the
 * conference home. Public. Shared by the group and starter pages.
 */
import type { CompetitionConferenceRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';

const ENDPOINT = 'competition-conferences';
/** Every page shows a failed read with its own error state and Retry. */
const shownOnScreen = (): void => {};

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
