/**
 * `competitions` for one competition: whether its data is the demo league's simulation (the
 * page header then carries the "Simulated data" badge). Public.
 */
import type { CompetitionDataRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'competitions';

export const competitionInfoConfig = (competitionId: number) => ({ competitionId });

export const fetchCompetitionInfo = (competitionId: number, signal?: AbortSignal) =>
  fetchData<CompetitionDataRow[]>(ENDPOINT, competitionInfoConfig(competitionId), { signal });

export const competitionInfoQueryOptions = (competitionId: number) =>
  dataQueryOptions<CompetitionDataRow[]>(ENDPOINT, competitionInfoConfig(competitionId));

/** True once the API says the competition is simulated; false while unknown or on failure. */
export function useIsSimulated(competitionId: number): boolean {
  const competitions = useData<CompetitionDataRow[]>(
    ENDPOINT,
    competitionInfoConfig(competitionId),
    { onError: shownOnScreen },
  );
  return (
    competitions.data?.some((row) => row.competitionId === competitionId && row.isSimulated) ??
    false
  );
}
