/**
 * `competitions` for one competition: whether the warehouse holds its games and how many have
 * play-by-play (the only games with located shots). The page says so instead of asking the
 * shot endpoints, which refuse a competition the warehouse does not hold. Public (tier 0); the
 * same request as the "Simulated data" badge's.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'competitions';

export const competitionCoverageConfig = (competitionId: number) => ({ competitionId });

export const useCompetitionCoverage = (competitionId: number) =>
  useEndpoint(ENDPOINT, competitionCoverageConfig(competitionId), { onError: shownOnScreen });
