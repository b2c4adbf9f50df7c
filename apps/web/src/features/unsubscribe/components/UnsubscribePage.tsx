/**
 * /unsubscribe?email=…&token=… (§2 "Unsubscribe page"): opened from an onboarding email, it
 * unsubscribes that address at once (the token is the link's proof that it was mailed there), then toggles between the unsubscribed and the resubscribed view. Without
 * an email both actions do nothing (§5), so the page explains and sends nothing.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { NarrowPage } from '@/components/layout/NarrowPage';
import { failureMessageOr } from '@/lib/rate-limit-message';
import { replyMessageOr } from '@/lib/server-message';
import { useStartOnce, type StartOutcome } from '@/lib/use-start-once';
import { changeSubscription, type SubscriptionAction } from '../api/subscription-api';

type View = 'unsubscribed' | 'resubscribed';

interface PageState {
  /** The last view reached; null until the first unsubscribe succeeds. */
  view: View | null;
  pending: SubscriptionAction | null;
  message: string | null;
  error: string | null;
}

const FAILED = 'We could not update your email preferences. Please try again.';
const VIEW_AFTER: Record<SubscriptionAction, View> = {
  unsubscribe: 'unsubscribed',
  subscribe: 'resubscribed',
};

function Subscription({ email, token }: { email: string; token: string | null }) {
  const [state, setState] = useState<PageState>({
    view: null,
    pending: 'unsubscribe',
    message: null,
    error: null,
  });

  const apply = (action: SubscriptionAction, outcome: StartOutcome<unknown>) => {
    if (!outcome.ok) {
      const error = failureMessageOr(outcome.error, FAILED);
      setState((current) => ({ ...current, pending: null, error }));
      return;
    }
    const fallback =
      action === 'unsubscribe'
        ? ACCOUNT_MESSAGES.unsubscribed(email)
        : ACCOUNT_MESSAGES.subscribed(email);
    setState({
      view: VIEW_AFTER[action],
      pending: null,
      error: null,
      message: replyMessageOr(outcome.value, fallback),
    });
  };

  // Opening the link is the request to unsubscribe: once, even when StrictMode replays effects.
  useStartOnce(
    email,
    () => changeSubscription('unsubscribe', email, token),
    (outcome) => apply('unsubscribe', outcome),
  );

  const run = async (action: SubscriptionAction) => {
    setState((current) => ({ ...current, pending: action, error: null }));
    try {
      apply(action, { ok: true, value: await changeSubscription(action, email, token) });
    } catch (error) {
      apply(action, { ok: false, error });
    }
  };

  // The next action: resubscribe from the unsubscribed view, else (again) unsubscribe.
  const next: SubscriptionAction = state.view === 'unsubscribed' ? 'subscribe' : 'unsubscribe';
  const label =
    next === 'subscribe'
      ? 'Resubscribe'
      : state.view === null
        ? 'Unsubscribe'
        : 'Unsubscribe again';
  const heading =
    state.view === 'unsubscribed'
      ? 'You are unsubscribed'
      : state.view === 'resubscribed'
        ? 'You are subscribed again'
        : null;

  return (
    <>
      {heading !== null && <h2 className="h5">{heading}</h2>}
      <LiveAlert message={state.error} variant="danger" />
      <LiveAlert message={state.error === null ? state.message : null} variant="success" />
      {state.pending === 'unsubscribe' && state.view === null ? (
        <p role="status">Unsubscribing {email}…</p>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={state.pending !== null}
          onClick={() => void run(next)}
        >
          {label}
        </button>
      )}
    </>
  );
}

export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const email = (searchParams.get('email') ?? '').trim();
  const token = searchParams.get('token');
  return (
    <NarrowPage title="Onboarding emails">
      {email === '' ? (
        <p>
          To unsubscribe from our onboarding emails, open the unsubscribe link at the bottom of one
          of those emails. This page needs the email address that link carries.
        </p>
      ) : (
        <Subscription key={email} email={email} token={token} />
      )}
    </NarrowPage>
  );
}
