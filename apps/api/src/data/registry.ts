/**
 * Every data endpoint the server answers, by name: each definition of the contract's families
 * (`ENDPOINT_FAMILIES`) joined to its handler, found by convention in
 * `endpoints/<family>/<name>.endpoint.ts`. Nothing lists the handlers: adding an endpoint is its
 * definition, its handler file and its query. The registry loads when this module does (top-level
 * await), and a definition without its handler file, or a handler file that serves another
 * name, stops the server there rather than answering 404 later. Definitions the accounts routes
 * serve (`servedByAccounts`) have no handler file.
 */
import { ENDPOINT_DEFINITIONS, ENDPOINT_FAMILIES } from '@courtside/contract/schemas';
import type { AnyEndpointDefinition, EndpointFamily } from '@courtside/contract/schemas';
import type { DataEndpoint } from './endpoint';

/** The handler file of an endpoint, relative to this module (the bundler globs this pattern). */
const handlerPath = (family: string, name: string): string =>
  `./endpoints/${family}/${name}.endpoint.ts`;

function isDataEndpoint(value: unknown): value is DataEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'name') === 'string' &&
    typeof Reflect.get(value, 'prepare') === 'function'
  );
}

export async function loadHandler(family: string, name: string): Promise<DataEndpoint> {
  let exports: Record<string, unknown>;
  try {
    // The literal template lets esbuild bundle every `*.endpoint.ts` file of the families
    // (tests and support modules do not match), and tsx and Vitest resolve it at run time.
    exports = (await import(`./endpoints/${family}/${name}.endpoint.ts`)) as Record<
      string,
      unknown
    >;
  } catch (error) {
    throw new Error(
      `Data endpoint "${name}" is defined but its handler ${handlerPath(family, name)} did not load: ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
  return servedEndpointOf(exports, name, handlerPath(family, name));
}

/** The one endpoint a handler module serves, which must be `name` (else an error naming `where`). */
export function servedEndpointOf(
  exports: Readonly<Record<string, unknown>>,
  name: string,
  where: string,
): DataEndpoint {
  const served = Object.values(exports).filter(isDataEndpoint);
  const [endpoint] = served;
  if (served.length !== 1 || endpoint === undefined || endpoint.name !== name) {
    throw new Error(
      `${where} must export exactly one served endpoint, "${name}"; it exports [${served
        .map((other) => `"${other.name}"`)
        .join(', ')}]`,
    );
  }
  return endpoint;
}

/** The endpoints of one family, in the order of its definitions. */
export async function loadFamily(family: EndpointFamily): Promise<readonly DataEndpoint[]> {
  const definitions: readonly AnyEndpointDefinition[] = Object.values(ENDPOINT_FAMILIES[family]);
  return Promise.all(
    definitions
      .filter((definition) => definition.servedByAccounts !== true)
      .map((definition) => loadHandler(family, definition.name)),
  );
}

export function buildRegistry(
  families: ReadonlyArray<readonly DataEndpoint[]>,
): ReadonlyMap<string, DataEndpoint> {
  const registry = new Map<string, DataEndpoint>();
  for (const endpoint of families.flat()) {
    if (!Object.hasOwn(ENDPOINT_DEFINITIONS, endpoint.name)) {
      throw new Error(`Data endpoint "${endpoint.name}" has no definition in the contract`);
    }
    if (registry.has(endpoint.name)) {
      throw new Error(`Data endpoint "${endpoint.name}" is registered twice`);
    }
    registry.set(endpoint.name, endpoint);
  }
  return registry;
}

const FAMILY_NAMES = Object.keys(ENDPOINT_FAMILIES) as EndpointFamily[];

/** Each family's endpoints, by family. */
export const familyEndpoints: Readonly<Record<EndpointFamily, readonly DataEndpoint[]>> =
  Object.fromEntries(
    await Promise.all(FAMILY_NAMES.map(async (family) => [family, await loadFamily(family)])),
  ) as Record<EndpointFamily, readonly DataEndpoint[]>;

export const dataRegistry: ReadonlyMap<string, DataEndpoint> = buildRegistry(
  FAMILY_NAMES.map((family) => familyEndpoints[family]),
);
