/**
 * `competitions` for the two default competitions the home page shows: their labels and
 * whether their data is the demo league's simulation (then every section says so). Public.
 */
import { DEFAULT_COMPETITION_IDS } from '@courtside/contract';
import { useEndpoint } from '@/lib/api/use-endpoint';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'competitions';

export const defaultCompetitionsConfig = {
  competitionIds: [DEFAULT_COMPETITION_IDS.MALE, DEFAULT_COMPETITION_IDS.FEMALE],
};

/** The ids the API marks simulated; empty while unknown or on failure (nothing to mark yet). */
export function useSimulatedCompetitionIds(): ReadonlySet<number> {
  const competitions = useEndpoint(ENDPOINT, defaultCompetitionsConfig, {
    onError: shownOnScreen,
  });
  return new Set(
    (competitions.data ?? []).filter((row) => row.isSimulated).map((row) => row.competitionId),
  );
}
