/**
 * `competitions` for the stats home's season: whether its data is the demo league's simulation
 * (the latest results then carry the "Simulated data" badge). Public.
 */
import type { CompetitionDataRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';

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
  );
  return (
    competitions.data?.some((row) => row.competitionId === competitionId && row.isSimulated) ??
    false
  );
}
