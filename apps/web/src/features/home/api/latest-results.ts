/** `games` with `latest` N: the newest results of the default men's and women's competitions. */
import type { GameDataRow } from '@courtside/contract/schemas';
import { DEFAULT_COMPETITION_IDS } from '@courtside/contract';
import { fetchData } from '@/lib/api/fetch-data';
import { dataQueryOptions, useData } from '@/lib/api/use-data';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'games';
/** A home-page glance; the stats home lists more. */
export const HOME_LATEST_RESULTS = 8;

export const latestResultsConfig = {
  competitionIds: [DEFAULT_COMPETITION_IDS.MALE, DEFAULT_COMPETITION_IDS.FEMALE],
  latest: HOME_LATEST_RESULTS,
};

export const fetchLatestResults = (signal?: AbortSignal) =>
  fetchData<GameDataRow[]>(ENDPOINT, latestResultsConfig, { signal });

export const latestResultsQueryOptions = () =>
  dataQueryOptions<GameDataRow[]>(ENDPOINT, latestResultsConfig);

export const useLatestResults = () =>
  useData<GameDataRow[]>(ENDPOINT, latestResultsConfig, { onError: shownOnScreen });
