/**
 * Every data endpoint the server answers, by catalogue name: the reference lists (core), the
 * stats and the play-by-play families. Checked when the module loads: a name outside the §7
 * catalogue or served twice is a programming error that must stop the server, not a 404 later.
 */
import { isKnownEndpoint } from '@courtside/contract';
import type { DataEndpoint } from './endpoint';
import { pbpEndpoints } from './endpoints/pbp/index';
import { portalEndpoints } from './endpoints/portal/index';
import { referenceEndpoints } from './endpoints/reference/index';
import { statsEndpoints } from './endpoints/stats/index';

export function buildRegistry(
  families: ReadonlyArray<readonly DataEndpoint[]>,
): ReadonlyMap<string, DataEndpoint> {
  const registry = new Map<string, DataEndpoint>();
  for (const endpoint of families.flat()) {
    if (!isKnownEndpoint(endpoint.name)) {
      throw new Error(`Data endpoint "${endpoint.name}" is not in the §7 catalogue`);
    }
    if (registry.has(endpoint.name)) {
      throw new Error(`Data endpoint "${endpoint.name}" is registered twice`);
    }
    registry.set(endpoint.name, endpoint);
  }
  return registry;
}

export const dataRegistry: ReadonlyMap<string, DataEndpoint> = buildRegistry([
  referenceEndpoints,
  statsEndpoints,
  pbpEndpoints,
  portalEndpoints,
]);
