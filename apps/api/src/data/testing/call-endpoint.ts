/**
 * Calling an endpoint without HTTP, as the router does: the config is checked against the
 * definition's params (in the spelling the endpoint's style implies), then the handler runs on
 * the typed params. Tests of handlers use it, so a config the router would refuse is refused
 * here too, with the same DataInputError.
 */
import type { DataConfig } from '@courtside/contract';
import { isQueryStyleEndpoint } from '@courtside/contract';
import type { CallContext, DataEndpoint } from '../endpoint';

export type TestCall = CallContext & { readonly config: DataConfig };

const styleOf = (endpoint: DataEndpoint): 'path' | 'query' =>
  isQueryStyleEndpoint(endpoint.name) ? 'query' : 'path';

/** The handler's rows for `config`. */
export function callEndpoint<Row extends object>(
  endpoint: DataEndpoint<Row>,
  { config, ...context }: TestCall,
): Promise<readonly Row[]> {
  return Promise.resolve()
    .then(() => endpoint.prepare(config, styleOf(endpoint)))
    .then((call) => call.handle(context));
}

/** The endpoint's already-serialized answer, or null; undefined when it serializes nothing. */
export async function callSerialized(
  endpoint: DataEndpoint,
  { config, ...context }: TestCall,
): Promise<Buffer | null | undefined> {
  const call = endpoint.prepare(config, styleOf(endpoint));
  return call.serialized === undefined ? undefined : call.serialized(context);
}
