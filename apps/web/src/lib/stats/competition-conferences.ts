/**
 * `competition-conferences`: the conferences of one competition with their division and team
 * count. Names the conference of a page, labels the tables' conference column and lists the
 * conference home. Public. Shared by the group and starter pages.
 */
import { endpointQueryOptions, useEndpoint } from '@/lib/api';

/** Every page shows a failed read with its own error state and Retry. */
const shownOnScreen = (): void => {};

/** For route loaders that read the list before the page renders. */
export const competitionConferencesQueryOptions = (competitionId: number) =>
  endpointQueryOptions('competition-conferences', { competitionId });

export const useCompetitionConferences = (competitionId: number) =>
  useEndpoint('competition-conferences', { competitionId }, { onError: shownOnScreen });
