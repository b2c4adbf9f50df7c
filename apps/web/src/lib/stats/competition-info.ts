/**
 * `competitions` for one competition: whether its data is the demo league's simulation (every
 * stats page then carries the "Simulated data" badge). Public. Shared by every stats feature, so
 * it lives here rather than in one of them (features do not import each other).
 */
import { useEndpoint } from '@/lib/api';

/** A failed read leaves the badge off; the page's own reads show their errors on screen. */
const badgeOnly = (): void => {};

/** True once the API says the competition is simulated; false while unknown or on failure. */
export function useIsSimulated(competitionId: number): boolean {
  const competitions = useEndpoint('competitions', { competitionId }, { onError: badgeOnly });
  return (
    competitions.data?.some((row) => row.competitionId === competitionId && row.isSimulated) ??
    false
  );
}
