/**
 * A request config → an endpoint's params, or the 400 that says what is wrong: every number fits
 * the warehouse's 32-bit ids, every key is one the definition takes, every required key is
 * there, `fields` names fields of the row, and the definition's zod object accepts the values.
 * The one place params are checked: handlers get the result typed and never check again.
 * Messages name the path segment (path style) or query parameter (query style) at fault.
 */
import { MAX_ID } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { GENERIC_PARAM_KEYS } from '@courtside/contract/schemas';
import type { AnyEndpointDefinition } from '@courtside/contract/schemas';
import type { z } from 'zod';
import type { ParamStyle } from './endpoint';
import { DataInputError } from './endpoint';
import { assertKnownFields } from './fields';
import { segmentSpecOf } from './segments';

/**
 * Every id and count in the warehouse is a 32-bit INTEGER (the contract's MAX_ID); a larger
 * number cannot name anything, and binding it as one would fail inside the query instead of here.
 */
export { MAX_ID };

/** How the client wrote a config key: the path segment, or the query parameter. */
export function spelling(key: string, style: ParamStyle): string {
  if (style === 'query') return key;
  const spec = segmentSpecOf(key);
  return spec === undefined ? key : spec.segment;
}

function checkNumbers(config: DataConfig, style: ParamStyle): void {
  for (const [key, value] of Object.entries(config)) {
    const numbers = typeof value === 'number' ? [value] : Array.isArray(value) ? value : [];
    const tooLarge = numbers.find((item) => typeof item === 'number' && item > MAX_ID);
    if (tooLarge === undefined) continue;
    const name = spelling(key, style);
    throw new DataInputError(`"${name}" must be at most ${MAX_ID}, got ${String(tooLarge)}`, name);
  }
}

function checkKeys(definition: AnyEndpointDefinition, config: DataConfig, style: ParamStyle): void {
  const own = [...definition.requires, ...definition.accepts];
  const takes = new Set<string>([...own, ...GENERIC_PARAM_KEYS]);
  for (const key of Object.keys(config)) {
    if (takes.has(key)) continue;
    const name = spelling(key, style);
    const list = own.map((k) => spelling(k, style));
    throw new DataInputError(
      `Endpoint "${definition.name}" does not take "${name}"` +
        (list.length === 0 ? ' (it takes no options)' : ` (it takes: ${list.join(', ')})`),
      name,
    );
  }
  for (const key of definition.requires) {
    if (config[key] === undefined) {
      const name = spelling(key, style);
      throw new DataInputError(`Endpoint "${definition.name}" needs "${name}"`, name);
    }
  }
}

/** The params of `definition` in `config`; DataInputError (→ 400) for anything it refuses. */
export function parseEndpointParams<P>(
  definition: AnyEndpointDefinition & { readonly params: z.ZodType<P> },
  config: DataConfig,
  style: ParamStyle,
): P {
  checkNumbers(config, style);
  checkKeys(definition, config, style);
  if (config.fields !== undefined) assertKnownFields(definition, config.fields, style);
  const parsed = definition.params.safeParse(config);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = spelling(String(issue?.path[0] ?? 'params'), style);
  throw new DataInputError(`"${name}": ${issue?.message ?? 'invalid value'}`, name);
}
