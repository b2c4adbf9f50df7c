/** `games` with `latest` N: the newest results of the default men's and women's competitions. */
import { DEFAULT_COMPETITION_IDS } from '@courtside/contract';
import { useEndpoint } from '@/lib/api/use-endpoint';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'games';
/** A home-page glance; the stats home lists more. */
export const HOME_LATEST_RESULTS = 8;

export const latestResultsConfig = {
  competitionIds: [DEFAULT_COMPETITION_IDS.MALE, DEFAULT_COMPETITION_IDS.FEMALE],
  latest: HOME_LATEST_RESULTS,
};

export const useLatestResults = () =>
  useEndpoint(ENDPOINT, latestResultsConfig, { onError: shownOnScreen });
