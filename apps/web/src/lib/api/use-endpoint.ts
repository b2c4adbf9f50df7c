/**
 * The typed data hook: `useEndpoint('team-agg-stats', { competitionId, teamId })` answers the
 * endpoint's rows, typed from its contract definition (`EndpointRow`), and accepts only its
 * params (`EndpointParams`: required keys required). The definitions carry zod, so only their
 * types are imported here; the fetch policy of §4 and §8 is `useData`'s, unchanged.
 * `null` params send nothing (a `pass` request: the ids are not known yet).
 */
import type { DataConfig } from '@courtside/contract';
import type { EndpointParams, EndpointRow, ServedEndpointName } from '@courtside/contract/schemas';
import {
  dataQueryOptions,
  useData,
  type DataQueryOptions,
  type UseDataOptions,
  type UseDataResult,
} from './use-data';

const PASS: DataConfig = { pass: true };

/** The request config of some params: the params themselves, or `pass` for none. */
export function endpointConfig<N extends ServedEndpointName>(
  params: EndpointParams<N> | null,
): DataConfig {
  return params ?? PASS;
}

/** Query options of an endpoint request, for prefetching and route loaders. */
export function endpointQueryOptions<N extends ServedEndpointName>(
  name: N,
  params: EndpointParams<N> | null,
  options: DataQueryOptions = {},
) {
  return dataQueryOptions<EndpointRow<N>[]>(name, endpointConfig<N>(params), {
    ...options,
    definedName: true,
  });
}

export function useEndpoint<N extends ServedEndpointName>(
  name: N,
  params: EndpointParams<N> | null,
  options: UseDataOptions = {},
): UseDataResult<EndpointRow<N>[]> {
  return useData<EndpointRow<N>[]>(name, endpointConfig<N>(params), {
    ...options,
    definedName: true,
  });
}
