/**
 * The top navbar (§2): a menu that becomes a slide-in side panel below Bootstrap's lg
 * breakpoint (NavPanel). Signed-out visitors see only Login and Signup (§6); signed-in users see
 * the menus their tier opens. Entries appear only for screens that exist. Plain Bootstrap
 * markup: it is on every page, so it keeps react-bootstrap out of the entry chunk.
 */
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, type NavItemKey } from '@courtside/contract';
import { NavPanel } from './NavPanel';
import { NavbarSearch } from './NavbarSearch';
import { SignedInMenus, hasSignedInEntries, type NavbarUser } from './NavbarMenus';
import type { ShellLinkKey } from './shell-links';

export type { NavbarUser } from './NavbarMenus';

export interface AppNavbarProps {
  /** null for a signed-out visitor. */
  user: NavbarUser | null;
  /** Stats and tools screens the app has routes for. */
  existingScreens: ReadonlySet<NavItemKey>;
  /** Account and help screens the app has routes for ('login' means the login dialog). */
  existingLinks: ReadonlySet<ShellLinkKey>;
  /** Opens the Sign In dialog. */
  onLoginClick?: () => void;
  /** Ends the session; signed-in users get a Log out action when it is given. */
  onLogoutClick?: () => void;
  /** Clock for date-based entries (the scoreboard opens today); tests pass a fixed one. */
  now?: () => Date;
}

const PANEL_ID = 'app-nav-panel';

function SignedOutButtons({ existingLinks, onLoginClick }: Omit<AppNavbarProps, 'user'>) {
  return (
    <div className="navbar-nav ms-auto app-navbar__auth">
      {existingLinks.has('login') && (
        <button type="button" className="btn btn-outline-light" onClick={onLoginClick}>
          Login
        </button>
      )}
      {existingLinks.has('signup') && (
        <Link to={paths.signup()} className="btn btn-warning">
          Signup
        </Link>
      )}
    </div>
  );
}

export function AppNavbar(props: AppNavbarProps) {
  const { user, existingScreens, existingLinks, onLogoutClick, now = () => new Date() } = props;
  const [expanded, setExpanded] = useState(false);
  const hidePanel = useCallback(() => setExpanded(false), []);
  const location = useLocation();
  // Close the side panel whenever the route changes (links, back/forward), adjusting state
  // during render rather than in an effect so the panel never flashes open on the new page.
  const [panelLocationKey, setPanelLocationKey] = useState(location.key);
  if (panelLocationKey !== location.key) {
    setPanelLocationKey(location.key);
    setExpanded(false);
  }

  const hasEntries =
    user === null
      ? existingLinks.has('login') || existingLinks.has('signup')
      : onLogoutClick !== undefined || hasSignedInEntries({ user, existingScreens, existingLinks });

  return (
    <nav
      className="app-navbar navbar navbar-expand-lg navbar-dark"
      data-bs-theme="dark"
      aria-label="Main navigation"
    >
      <div className="container-xl">
        <Link to={paths.home()} className="navbar-brand app-navbar__brand">
          Courtside
        </Link>
        <NavbarSearch />
        {hasEntries && (
          <>
            <button
              type="button"
              className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
              aria-controls={PANEL_ID}
              aria-expanded={expanded}
              aria-label="Open navigation menu"
              onClick={() => setExpanded((open) => !open)}
            >
              <span className="navbar-toggler-icon" />
            </button>
            <NavPanel id={PANEL_ID} title="Courtside" expanded={expanded} onHide={hidePanel}>
              {user === null ? (
                <SignedOutButtons
                  existingScreens={existingScreens}
                  existingLinks={existingLinks}
                  onLoginClick={() => {
                    // The Sign In dialog replaces the side panel rather than stacking on it.
                    setExpanded(false);
                    props.onLoginClick?.();
                  }}
                />
              ) : (
                <SignedInMenus
                  user={user}
                  existingScreens={existingScreens}
                  existingLinks={existingLinks}
                  now={now()}
                  onLogoutClick={onLogoutClick}
                />
              )}
            </NavPanel>
          </>
        )}
      </div>
    </nav>
  );
}
