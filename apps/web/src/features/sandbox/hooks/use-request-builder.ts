/**
 * State of the request builder: the chosen endpoint, what was typed in its inputs, the schema's
 * refusal of the last attempt, and the request in flight or answered. Invalid inputs are never
 * sent; changing endpoint clears the inputs and the last answer.
 */
import { useState } from 'react';
import {
  checkParamInputs,
  exampleInputs,
  findSandboxEndpoint,
  SANDBOX_ENDPOINTS,
  type AnyEndpointDefinition,
  type ParamInputs,
} from '../content/endpoint-catalog';
import {
  useSendEndpointRequest,
  type SendEndpointRequestOptions,
} from '../api/send-endpoint-request';

/** The endpoint the builder opens on: the team list most stats pages read. */
export const INITIAL_ENDPOINT = 'team-agg-stats';

function initialDefinition(): AnyEndpointDefinition {
  const definition = findSandboxEndpoint(INITIAL_ENDPOINT) ?? SANDBOX_ENDPOINTS[0];
  if (definition === undefined) throw new Error('The contract defines no endpoints.');
  return definition;
}

export function useRequestBuilder(options: SendEndpointRequestOptions = {}) {
  const [definition, setDefinition] = useState(initialDefinition);
  const [inputs, setInputs] = useState<ParamInputs>({});
  const [refusal, setRefusal] = useState<readonly string[]>([]);
  const request = useSendEndpointRequest(options);

  const startOver = (next: AnyEndpointDefinition, nextInputs: ParamInputs) => {
    setDefinition(next);
    setInputs(nextInputs);
    setRefusal([]);
    request.reset();
  };

  return {
    definition,
    inputs,
    refusal,
    request,
    chooseEndpoint: (name: string) => {
      const next = findSandboxEndpoint(name);
      if (next !== undefined) startOver(next, {});
    },
    setInput: (key: string, value: string) =>
      setInputs((current) => ({ ...current, [key]: value })),
    fillExample: () => startOver(definition, exampleInputs(definition)),
    clear: () => startOver(definition, {}),
    send: () => {
      const check = checkParamInputs(definition, inputs);
      if (!check.ok) {
        setRefusal(check.messages);
        request.reset();
        return;
      }
      setRefusal([]);
      request.mutate({ name: definition.name, params: check.params });
    },
  };
}
