/**
 * The usage survey view of /my-account (the survey free-week banner's link, §9): four questions
 * about how the user uses Courtside. Answering grants a free week of Plus, once per account;
 * the saved profile and the new tier replace the session's at once, so the banner and the
 * navbar follow.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  SURVEY_FREE_WEEK,
  SURVEY_MESSAGES,
  paths,
  tierLabel,
  type User,
} from '@courtside/contract';
import { failureMessageOr } from '@/lib/rate-limit-message';
import { useSession } from '@/lib/session';
import { submitSurvey } from '../api/submit-survey';
import {
  EMPTY_SURVEY,
  FREQUENCY_OPTIONS,
  NEXT_FEATURE_MAX_LENGTH,
  ROLE_OPTIONS,
  SURVEY_FORM_MESSAGES,
  TOOL_OPTIONS,
  isOfferedSurvey,
  surveyErrors,
  surveyRequestOf,
  type SurveyDraft,
  type SurveyField,
} from '../content/survey-form';

const plus = tierLabel(SURVEY_FREE_WEEK.tier);

function Notice({ children, tone }: { children: ReactNode; tone: 'success' | 'info' }) {
  return (
    <section className="card" aria-labelledby="survey-title">
      <div className="card-body">
        <h2 id="survey-title" className="h5 card-title">
          Usage survey
        </h2>
        <div className={`alert alert-${tone} mb-0`} role="status">
          {children}
        </div>
      </div>
    </section>
  );
}

interface ChoiceGroupProps {
  field: SurveyField;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}

function ChoiceGroup({ field, legend, error, children }: ChoiceGroupProps) {
  const errorId = `survey-${field}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error === undefined ? undefined : errorId}>
      <legend className="form-label fs-6">{legend}</legend>
      {children}
      {error !== undefined && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

export function SurveyView({ user }: { user: User }) {
  const { tier, setUser, refreshTier } = useSession();
  const [draft, setDraft] = useState<SurveyDraft>(EMPTY_SURVEY);
  const [triedToSend, setTriedToSend] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: submitSurvey,
    onSuccess: ({ msg, user: updated }) => {
      setThanks(msg);
      setUser(updated);
      void refreshTier();
    },
  });

  if (thanks !== null) {
    return (
      <Notice tone="success">
        {thanks} <Link to={paths.myAccount('subscribe')}>See what your tier includes</Link>
      </Notice>
    );
  }
  if (user.surveyAnsweredAt !== undefined) {
    return <Notice tone="info">{SURVEY_MESSAGES.alreadyAnswered}</Notice>;
  }
  if (!isOfferedSurvey(user, tier.value)) {
    return <Notice tone="info">{SURVEY_MESSAGES.notEligible}</Notice>;
  }

  const errors = triedToSend ? surveyErrors(draft) : {};
  const update = (next: Partial<SurveyDraft>) => {
    if (send.isError) send.reset();
    setDraft((current) => ({ ...current, ...next }));
  };
  const toggleTool = (tool: SurveyDraft['favoriteTools'][number], checked: boolean) =>
    update({
      favoriteTools: checked
        ? TOOL_OPTIONS.map((option) => option.value).filter(
            (value) => value === tool || draft.favoriteTools.includes(value),
          )
        : draft.favoriteTools.filter((value) => value !== tool),
    });
  const nextFeatureLength = draft.nextFeature.trim().length;

  return (
    <form
      className="card"
      aria-labelledby="survey-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTriedToSend(true);
        const request = surveyRequestOf(draft);
        if (send.isPending || request === null) return;
        if (Object.keys(surveyErrors(draft)).length > 0) return;
        send.mutate(request);
      }}
    >
      <div className="card-body">
        <h2 id="survey-title" className="h5 card-title">
          Usage survey
        </h2>
        <p className="text-body-secondary">
          Four quick questions about how you use Courtside. Answer them and you get {plus} free for{' '}
          {SURVEY_FREE_WEEK.days} days, once per account.
        </p>
        <ChoiceGroup field="role" legend="What describes you best?" error={errors.role}>
          {ROLE_OPTIONS.map((option) => (
            <div key={option.value} className="form-check">
              <input
                id={`survey-role-${option.value}`}
                className="form-check-input"
                type="radio"
                name="survey-role"
                checked={draft.role === option.value}
                onChange={() => update({ role: option.value })}
              />
              <label htmlFor={`survey-role-${option.value}`} className="form-check-label">
                {option.label}
              </label>
            </div>
          ))}
        </ChoiceGroup>
        <ChoiceGroup
          field="favoriteTools"
          legend="Which parts of Courtside do you use most? Pick any."
          error={errors.favoriteTools}
        >
          {TOOL_OPTIONS.map((option) => (
            <div key={option.value} className="form-check form-check-inline">
              <input
                id={`survey-tool-${option.value}`}
                className="form-check-input"
                type="checkbox"
                checked={draft.favoriteTools.includes(option.value)}
                onChange={(event) => toggleTool(option.value, event.target.checked)}
              />
              <label htmlFor={`survey-tool-${option.value}`} className="form-check-label">
                {option.label}
              </label>
            </div>
          ))}
        </ChoiceGroup>
        <ChoiceGroup
          field="visitFrequency"
          legend="How often do you visit Courtside?"
          error={errors.visitFrequency}
        >
          {FREQUENCY_OPTIONS.map((option) => (
            <div key={option.value} className="form-check">
              <input
                id={`survey-frequency-${option.value}`}
                className="form-check-input"
                type="radio"
                name="survey-frequency"
                checked={draft.visitFrequency === option.value}
                onChange={() => update({ visitFrequency: option.value })}
              />
              <label htmlFor={`survey-frequency-${option.value}`} className="form-check-label">
                {option.label}
              </label>
            </div>
          ))}
        </ChoiceGroup>
        <div className="mb-3">
          <label htmlFor="survey-next-feature" className="form-label">
            What should we add next? (optional)
          </label>
          <textarea
            id="survey-next-feature"
            className={`form-control${errors.nextFeature === undefined ? '' : ' is-invalid'}`}
            rows={3}
            value={draft.nextFeature}
            aria-invalid={errors.nextFeature !== undefined}
            aria-describedby="survey-next-feature-help survey-next-feature-error"
            onChange={(event) => update({ nextFeature: event.target.value })}
          />
          <div id="survey-next-feature-help" className="form-text">
            {nextFeatureLength} of {NEXT_FEATURE_MAX_LENGTH} characters
          </div>
          <div id="survey-next-feature-error" className="invalid-feedback">
            {errors.nextFeature}
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : `Send and start my free week of ${plus}`}
        </button>
        {send.isError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {failureMessageOr(send.error, SURVEY_FORM_MESSAGES.failed)}
          </div>
        )}
      </div>
    </form>
  );
}
