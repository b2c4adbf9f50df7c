import { Alert, Badge } from 'react-bootstrap';
import type { EndpointAnswer, EndpointRequestFailure } from '../api/send-endpoint-request';
import { durationText, rowCountOf, statusExplanation } from '../content/status-explanations';

interface ResponsePanelProps {
  answer: EndpointAnswer | undefined;
  failure: EndpointRequestFailure | null;
}

function rowCountText(count: number | null): string {
  if (count === null) return 'not a list of rows';
  return count === 1 ? '1 row' : `${count} rows`;
}

/** The outcome of the last request: status, time taken and the JSON answer, or the error. */
export function ResponsePanel({ answer, failure }: ResponsePanelProps) {
  if (failure !== null) {
    return (
      <section aria-label="Response" className="sandbox-response">
        <Alert variant="danger" className="mb-2">
          <p className="mb-1 fw-semibold">
            {failure.status === undefined ? 'No status' : `Status ${failure.status}`} ·{' '}
            {durationText(failure.durationMs)}
          </p>
          <p className="mb-1">{statusExplanation(failure.status)}</p>
          <p className="mb-0">
            Server message: <strong>{failure.message}</strong>
          </p>
        </Alert>
        {failure.path !== '' && (
          <p className="small text-body-secondary">
            Sent <code className="text-break">GET {failure.path}</code>
          </p>
        )}
      </section>
    );
  }
  if (answer === undefined) return null;
  const rows = rowCountOf(answer.data);
  return (
    <section aria-label="Response" className="sandbox-response">
      <p className="mb-1">
        <Badge bg="success" className="me-2">
          Status {answer.status}
        </Badge>
        <span className="me-2">{durationText(answer.durationMs)}</span>
        <span>{rowCountText(rows)}</span>
      </p>
      <p className="small text-body-secondary">
        Sent <code className="text-break">GET {answer.path}</code>
      </p>
      <details className="sandbox-json">
        <summary>JSON answer ({rowCountText(rows)})</summary>
        <pre className="mb-0">
          <code>{JSON.stringify(answer.data, null, 2)}</code>
        </pre>
      </details>
    </section>
  );
}
