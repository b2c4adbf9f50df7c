/**
 * The data endpoints as the sandbox's request builder reads them: each definition's name,
 * access, summary, notes and params, and the form inputs generated from them. Inputs are
 * turned into a request and checked against the definition's own zod params object, the one
 * the API's router parses with, so the builder refuses what the server would refuse for shape.
 *
 * The definitions carry zod, which the rest of the web app leaves out of its bundle; this page
 * is a lazily loaded developer screen, so zod arrives only with its own chunk.
 */
import {
  ALL_SEGMENTS,
  TIER_VALUES,
  tierLabel,
  type ConfigKey,
  type DataConfig,
  type SegmentKind,
} from '@courtside/contract';
import { ALL_ENDPOINT_DEFINITIONS, GENERIC_PARAM_KEYS } from '@courtside/contract/schemas';
import type { AnyEndpointDefinition, EndpointAccess } from '@courtside/contract/schemas';

export type { AnyEndpointDefinition };

export interface ParamField {
  readonly key: ConfigKey;
  readonly kind: SegmentKind;
  readonly required: boolean;
}

/** What the user typed, by config key: text for values and lists, 'true'/'false'/'' for flags. */
export type ParamInputs = Readonly<Record<string, string>>;

export type ParamCheck =
  | { readonly ok: true; readonly params: DataConfig }
  | { readonly ok: false; readonly messages: readonly string[] };

const KIND_OF_KEY: ReadonlyMap<ConfigKey, SegmentKind> = new Map(
  ALL_SEGMENTS.map((spec) => [spec.key, spec.kind]),
);

/** Every endpoint, sorted by name for the picker. */
export const SANDBOX_ENDPOINTS: readonly AnyEndpointDefinition[] = [
  ...ALL_ENDPOINT_DEFINITIONS,
].sort((a, b) => a.name.localeCompare(b.name));

export function findSandboxEndpoint(name: string): AnyEndpointDefinition | undefined {
  return SANDBOX_ENDPOINTS.find((definition) => definition.name === name);
}

const ACCESS_TIERS: Readonly<Record<Exclude<EndpointAccess, 'public' | 'admin'>, number>> = {
  free: TIER_VALUES.free,
  plus: TIER_VALUES.plus,
  pro: TIER_VALUES.pro,
};

/** Who the server answers for an endpoint, in words. */
export function accessDescription(access: EndpointAccess): string {
  if (access === 'public') return 'Everyone, signed in or not';
  if (access === 'admin') return 'Administrators only';
  const tier = ACCESS_TIERS[access];
  return `${tierLabel(tier)} (tier ${tier}) and above`;
}

/** The inputs of a definition: required keys first, then the accepted ones and `fields`. */
export function paramFields(definition: AnyEndpointDefinition): readonly ParamField[] {
  const required = new Set<ConfigKey>(definition.requires);
  const keys = [
    ...new Set<ConfigKey>([...definition.requires, ...definition.accepts, ...GENERIC_PARAM_KEYS]),
  ];
  return keys.map((key) => ({
    key,
    kind: KIND_OF_KEY.get(key) ?? 'string',
    required: required.has(key),
  }));
}

export function isFlagKind(kind: SegmentKind): boolean {
  return kind === 'bool' || kind === 'bareFlag' || kind === 'valuedFlag';
}

/** A hint under an input: what to type for its kind. */
export function kindHint(kind: SegmentKind): string {
  switch (kind) {
    case 'int':
      return 'A whole number.';
    case 'intList':
      return 'Whole numbers separated by commas.';
    case 'stringList':
      return 'Values separated by commas.';
    case 'string':
      return 'Text.';
    default:
      return 'True or false; leave unset to omit it.';
  }
}

const WHOLE_NUMBER = /^-?\d+$/;

/** A number when the text is a whole number; else the text, which the schema then refuses. */
const numberOrText = (text: string): number | string =>
  WHOLE_NUMBER.test(text) ? Number(text) : text;

const listItems = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function inputValue(kind: SegmentKind, text: string): unknown {
  switch (kind) {
    case 'int':
      return numberOrText(text);
    case 'intList':
      return listItems(text).map(numberOrText);
    case 'stringList':
      return listItems(text);
    case 'string':
      return text;
    default:
      return text === 'true';
  }
}

/** The raw params of the inputs: empty inputs are left out, the rest read by their kind. */
export function readParamInputs(
  fields: readonly ParamField[],
  inputs: ParamInputs,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const text = (inputs[field.key] ?? '').trim();
    if (text !== '') values[field.key] = inputValue(field.kind, text);
  }
  return values;
}

/** The inputs checked with the definition's zod params: the request, or the schema's messages. */
export function checkParamInputs(
  definition: AnyEndpointDefinition,
  inputs: ParamInputs,
): ParamCheck {
  const result = definition.params.safeParse(readParamInputs(paramFields(definition), inputs));
  if (result.success) return { ok: true, params: result.data };
  return {
    ok: false,
    messages: result.error.issues.map((issue) => {
      const where = issue.path.map(String).join('.');
      return where === '' ? issue.message : `${where}: ${issue.message}`;
    }),
  };
}

function inputText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

/** The definition's example request as inputs, for the "Fill in the example" button. */
export function exampleInputs(definition: AnyEndpointDefinition): ParamInputs {
  return Object.fromEntries(
    Object.entries(definition.example).map(([key, value]) => [key, inputText(value)]),
  );
}
