/**
 * Joining a contract definition to its handler: the router asks the endpoint to `prepare` a
 * request's config, which validates it once against the definition's params (parse-params.ts)
 * and binds the typed result to the handler, so `handle` reads its params already checked.
 */
import type { DataConfig } from '@courtside/contract';
import type { AnyEndpointDefinition } from '@courtside/contract/schemas';
import type { z } from 'zod';
import type { DataEndpoint, EndpointHandler } from './endpoint';
import { parseEndpointParams } from './parse-params';

/** A definition served by a handler that receives the definition's own params type. */
export function serveEndpoint<P extends DataConfig, Row extends object>(
  definition: AnyEndpointDefinition & {
    readonly params: z.ZodType<P>;
    readonly row: z.ZodType<Row>;
  },
  handler: EndpointHandler<P, NoInfer<Row>>,
): DataEndpoint<Row> {
  if (handler.serialized !== undefined && handler.serializedWhole !== undefined) {
    throw new Error(`${definition.name}: give serialized or serializedWhole, not both`);
  }
  return {
    ...definition,
    prepare(config, style) {
      const params = parseEndpointParams(definition, config, style);
      const { serialized, serializedWhole } = handler;
      return {
        params,
        handle: (context) => handler.handle({ ...context, params }),
        serialized:
          serialized !== undefined
            ? (context) => serialized.call(handler, { ...context, params })
            : serializedWhole !== undefined && params.fields === undefined
              ? (context) => serializedWhole.call(handler, { ...context, params })
              : undefined,
      };
    },
  };
}
