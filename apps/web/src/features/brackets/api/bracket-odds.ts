/**
 * `bracket-odds` of one national tournament: every team's simulated chance of reaching each
 * round and of winning the title, with its seed, region, record, ratings and actual result.
 * `pre` takes no result as played; `current` fixes every bracket game already played. While
 * the other scope loads, the previous odds stay on screen. Public.
 */
import type { BracketOddsScope } from '@courtside/contract/schemas';
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'bracket-odds';

export interface BracketOddsRequest {
  tournamentId: number;
  scope: BracketOddsScope;
}

export const bracketOddsConfig = ({ tournamentId, scope }: BracketOddsRequest) => ({
  tournamentId,
  scope,
});

export const bracketOddsQueryOptions = (request: BracketOddsRequest) =>
  endpointQueryOptions(ENDPOINT, bracketOddsConfig(request));

/** null asks for nothing (another view of the page is open). */
export const useBracketOdds = (request: BracketOddsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : bracketOddsConfig(request), {
    keepPrevious: true,
    onError: shownOnScreen,
  });
