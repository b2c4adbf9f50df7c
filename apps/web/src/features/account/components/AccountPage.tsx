/**
 * /my-account/:view and /my-account/:view/:tierTo (§2): the Settings and Subscription views
 * behind tabs, and the usage survey of the survey free-week banner (§9), whose tab shows while
 * the survey is offered to the user or open. Signed-out visitors get a prompt to log in instead
 * of an empty page.
 *
 * An unknown view redirects to the subscription view rather than showing a not-found page: the
 * spec already sends /my-account itself there, every path under /my-account is the user's own
 * account area, and links to views this app does not have (old emails, bookmarks) then still
 * land somewhere useful.
 */
import { Navigate, NavLink, useParams } from 'react-router';
import { TIERS, paths } from '@courtside/contract';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isOfferedSurvey } from '../content/survey-form';
import { SettingsView } from './SettingsView';
import { SubscribeView } from './SubscribeView';
import { SurveyView } from './SurveyView';
import './account.css';

const VIEWS = [
  { view: 'settings', label: 'Settings', title: 'Account Settings' },
  { view: 'subscribe', label: 'Subscription', title: 'Subscription' },
  { view: 'survey', label: 'Survey', title: 'Usage Survey' },
] as const;
type AccountView = (typeof VIEWS)[number]['view'];

const isAccountView = (view: string | undefined): view is AccountView =>
  VIEWS.some((entry) => entry.view === view);

/** The tier value of :tierTo, or null unless it names one of the tiers. */
export function parseTierTo(tierTo: string | undefined): number | null {
  if (tierTo === undefined || !/^\d+$/.test(tierTo)) return null;
  const value = Number(tierTo);
  return TIERS.some((tier) => tier.value === value) ? value : null;
}

/** /my-account alone (§2). */
export function AccountRedirect() {
  return <Navigate to={paths.myAccount('subscribe')} replace />;
}

export interface AccountPageProps {
  /** Opens the Sign In dialog; the signed-out prompt's button calls it. */
  onLogin?: () => void;
}

function SignedOutPrompt({ onLogin }: AccountPageProps) {
  return (
    <section className="card account-login" aria-labelledby="account-login-title">
      <div className="card-body text-center p-4">
        <h1 id="account-login-title" className="h4">
          Log in to manage your account
        </h1>
        <p className="text-body-secondary">
          Your settings and subscription are here once you are signed in.
        </p>
        {onLogin !== undefined && (
          <button type="button" className="btn btn-primary" onClick={onLogin}>
            Log in
          </button>
        )}
      </div>
    </section>
  );
}

export function AccountPage({ onLogin }: AccountPageProps) {
  const params = useParams();
  const { user, tier } = useSession();
  const current = VIEWS.find((entry) => entry.view === params.view);
  useDocumentTitle(current?.title ?? 'My Account');

  if (!isAccountView(params.view)) return <Navigate to={paths.myAccount('subscribe')} replace />;
  if (user === null) return <SignedOutPrompt onLogin={onLogin} />;
  const tabs = VIEWS.filter(
    (entry) =>
      entry.view !== 'survey' || params.view === 'survey' || isOfferedSurvey(user, tier.value),
  );

  return (
    <div className="account-page">
      <h1 className="h3 mb-3">My Account</h1>
      <nav aria-label="Account sections">
        <ul className="nav nav-tabs mb-4">
          {tabs.map((entry) => (
            <li className="nav-item" key={entry.view}>
              <NavLink
                to={paths.myAccount(entry.view)}
                className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {params.view === 'settings' && (
        // Keyed by user id so a different account never inherits another's unsaved draft.
        <SettingsView key={user._id} user={user} />
      )}
      {params.view === 'subscribe' && (
        <SubscribeView user={user} tierTo={parseTierTo(params.tierTo)} />
      )}
      {params.view === 'survey' && <SurveyView key={user._id} user={user} />}
    </div>
  );
}
