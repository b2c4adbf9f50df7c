import { Form } from 'react-bootstrap';
import { isFlagKind, kindHint, type ParamField } from '../content/endpoint-catalog';

interface ParamInputProps {
  endpoint: string;
  field: ParamField;
  value: string;
  onChange: (value: string) => void;
}

/** One param of the request builder: a text input, or a true/false choice for a flag. */
export function ParamInput({ endpoint, field, value, onChange }: ParamInputProps) {
  const id = `sandbox-param-${endpoint}-${field.key}`;
  const hintId = `${id}-hint`;
  return (
    <Form.Group controlId={id} className="sandbox-param">
      <Form.Label className="mb-1">
        <code>{field.key}</code>
        {field.required && <span className="ms-1 text-danger">(required)</span>}
      </Form.Label>
      {isFlagKind(field.kind) ? (
        <Form.Select
          size="sm"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Not set</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </Form.Select>
      ) : (
        <Form.Control
          size="sm"
          value={value}
          inputMode={field.kind === 'int' ? 'numeric' : undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Form.Text id={hintId}>{kindHint(field.kind)}</Form.Text>
    </Form.Group>
  );
}
