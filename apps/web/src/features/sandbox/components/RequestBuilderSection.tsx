import { Alert, Button, Form } from 'react-bootstrap';
import type { SendEndpointRequestOptions } from '../api/send-endpoint-request';
import { SANDBOX_ENDPOINTS, accessDescription, paramFields } from '../content/endpoint-catalog';
import { useRequestBuilder } from '../hooks/use-request-builder';
import { ParamInput } from './ParamInput';
import { ResponsePanel } from './ResponsePanel';
import { SandboxSection } from './SandboxSection';

export const REQUEST_BUILDER_SECTION_ID = 'endpoint-catalog';

/**
 * The endpoint catalog with a request builder: pick an endpoint, fill the inputs its definition
 * generates, and send it through the app's data client.
 */
export function RequestBuilderSection(options: SendEndpointRequestOptions) {
  const builder = useRequestBuilder(options);
  const { definition, request } = builder;
  const fields = paramFields(definition);
  return (
    <SandboxSection
      id={REQUEST_BUILDER_SECTION_ID}
      title="Endpoint catalog and request builder"
      lead={`All ${SANDBOX_ENDPOINTS.length} data endpoints of the contract. Inputs come from each endpoint's definition and are checked with its schema before anything is sent.`}
    >
      <p className="alert alert-info" role="note">
        Requests go through the app&apos;s data client with your session token, and the server
        checks them as usual: an endpoint above your tier answers 403, just as it would on a stats
        page.
      </p>
      <Form.Group controlId="sandbox-endpoint" className="mb-3 sandbox-endpoint-picker">
        <Form.Label>Endpoint</Form.Label>
        <Form.Select
          value={definition.name}
          onChange={(event) => builder.chooseEndpoint(event.target.value)}
        >
          {SANDBOX_ENDPOINTS.map((endpoint) => (
            <option key={endpoint.name} value={endpoint.name}>
              {endpoint.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>

      <h3 className="h5">
        <code>{definition.name}</code>
      </h3>
      <p className="mb-1">{definition.summary}</p>
      <dl className="sandbox-facts mb-2">
        <dt>Who may call it</dt>
        <dd>{accessDescription(definition.access)}</dd>
        <dt>Required params</dt>
        <dd>{definition.requires.length === 0 ? 'None' : definition.requires.join(', ')}</dd>
      </dl>
      {definition.notes !== undefined && definition.notes.length > 0 && (
        <details className="mb-3">
          <summary>Notes from the API document</summary>
          <ul className="small mb-0 mt-2">
            {definition.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </details>
      )}

      <Form
        noValidate
        aria-label={`Params of ${definition.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          builder.send();
        }}
      >
        <div className="sandbox-params mb-3">
          {fields.map((field) => (
            <ParamInput
              key={field.key}
              endpoint={definition.name}
              field={field}
              value={builder.inputs[field.key] ?? ''}
              onChange={(value) => builder.setInput(field.key, value)}
            />
          ))}
        </div>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send request'}
          </Button>
          <Button type="button" variant="outline-secondary" onClick={builder.fillExample}>
            Fill in the example
          </Button>
          <Button type="button" variant="outline-secondary" onClick={builder.clear}>
            Clear
          </Button>
        </div>
      </Form>

      {builder.refusal.length > 0 && (
        <Alert variant="warning" role="alert">
          <p className="fw-semibold mb-1">Not sent: the params do not match the schema.</p>
          <ul className="mb-0">
            {builder.refusal.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ResponsePanel answer={request.data} failure={request.error} />
    </SandboxSection>
  );
}
