/**
 * `competitions` for the two default competitions the home page shows: their labels and
 * whether their data is the demo league's simulation (then every section says so). Public.
 */
import type { CompetitionDataRow } from '@courtside/contract/schemas';
import { DEFAULT_COMPETITION_IDS } from '@courtside/contract';
import { fetchData } from '@/lib/api/fetch-data';
import { dataQueryOptions, useData } from '@/lib/api/use-data';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'competitions';

export const defaultCompetitionsConfig = {
  competitionIds: [DEFAULT_COMPETITION_IDS.MALE, DEFAULT_COMPETITION_IDS.FEMALE],
};

export const fetchDefaultCompetitions = (signal?: AbortSignal) =>
  fetchData<CompetitionDataRow[]>(ENDPOINT, defaultCompetitionsConfig, { signal });

export const defaultCompetitionsQueryOptions = () =>
  dataQueryOptions<CompetitionDataRow[]>(ENDPOINT, defaultCompetitionsConfig);

/** The ids the API marks simulated; empty while unknown or on failure (nothing to mark yet). */
export function useSimulatedCompetitionIds(): ReadonlySet<number> {
  const competitions = useData<CompetitionDataRow[]>(ENDPOINT, defaultCompetitionsConfig, {
    onError: shownOnScreen,
  });
  return new Set(
    (competitions.data ?? []).filter((row) => row.isSimulated).map((row) => row.competitionId),
  );
}
