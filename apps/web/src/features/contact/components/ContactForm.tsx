/**
 * The contact-us form of the footer (§2, §4, §5, §8). Plain Bootstrap markup: it loads with
 * every page (lazily, after the page), so it stays small.
 */
import type { FormEvent } from 'react';
import { MESSAGES, type ContactField } from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { useContactForm, type FieldValidity } from '../hooks/use-contact-form';

interface FieldSpec {
  field: ContactField;
  label: string;
  required: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  invalidText?: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    field: 'name',
    label: 'Name',
    required: true,
    autoComplete: 'name',
    invalidText: 'Please enter your name.',
  },
  {
    field: 'team',
    label: 'Organization',
    required: true,
    autoComplete: 'organization',
    invalidText: 'Please enter your organization.',
  },
  {
    field: 'email',
    label: 'Email',
    required: true,
    type: 'email',
    autoComplete: 'email',
    invalidText: 'Please enter a valid email address.',
  },
  { field: 'phone', label: 'Phone', required: false, type: 'tel', autoComplete: 'tel' },
];

const STATE_CLASS: Record<FieldValidity, string> = {
  unknown: '',
  valid: 'is-valid',
  invalid: 'is-invalid',
};

const fieldId = (field: ContactField) => `contact-${field}`;

function Label({ spec }: { spec: Pick<FieldSpec, 'field' | 'label' | 'required'> }) {
  return (
    <label htmlFor={fieldId(spec.field)} className="form-label">
      {spec.label}
      {spec.required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

export function ContactForm() {
  const contact = useContactForm();
  const inputProps = (field: ContactField) => {
    const validity = contact.validity(field);
    return {
      id: fieldId(field),
      className: `form-control ${STATE_CLASS[validity]}`,
      value: contact.form[field],
      'aria-invalid': validity === 'invalid',
      'aria-describedby': validity === 'invalid' ? `${fieldId(field)}-feedback` : undefined,
      onBlur: () => contact.leave(field),
    };
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void contact.submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="contact-form">
      <p className="small">{MESSAGES.contact.requiredNote}</p>
      <div className="row g-3">
        {FIELDS.map((spec) => (
          <div key={spec.field} className="col-sm-6">
            <Label spec={spec} />
            <input
              {...inputProps(spec.field)}
              type={spec.type ?? 'text'}
              autoComplete={spec.autoComplete}
              required={spec.required}
              onChange={(event) => contact.change(spec.field, event.target.value)}
            />
            {spec.invalidText && (
              <div id={`${fieldId(spec.field)}-feedback`} className="invalid-feedback">
                {spec.invalidText}
              </div>
            )}
          </div>
        ))}
        <div className="col-12">
          <Label spec={{ field: 'message', label: 'Message', required: true }} />
          <textarea
            {...inputProps('message')}
            rows={4}
            required
            onChange={(event) => contact.change('message', event.target.value)}
          />
          <div id={`${fieldId('message')}-feedback`} className="invalid-feedback">
            Please enter a message.
          </div>
        </div>
      </div>
      <button type="submit" className="btn btn-primary mt-3" disabled={!contact.canSubmit}>
        {contact.submitLabel}
      </button>
      <LiveAlert
        message={contact.result?.text ?? null}
        variant={contact.result?.variant ?? 'success'}
        className="mt-3 mb-0"
      />
    </form>
  );
}
