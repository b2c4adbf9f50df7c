/**
 * The top navbar (§2): a collapsible menu that becomes a slide-in side panel below Bootstrap's
 * lg breakpoint. Signed-out visitors see only Login and Signup (§6); signed-in users see the
 * menus their tier opens. Entries appear only for screens that exist.
 */
import { useState } from 'react';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, useLocation } from 'react-router';
import { paths, type NavItemKey } from '@courtside/contract';
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
    <Navbar
      expand="lg"
      variant="dark"
      data-bs-theme="dark"
      className="app-navbar"
      expanded={expanded}
      onToggle={setExpanded}
      aria-label="Main navigation"
    >
      <div className="container-xl">
        <Navbar.Brand as={Link} to={paths.home()} className="app-navbar__brand">
          Courtside
        </Navbar.Brand>
        <NavbarSearch />
        {hasEntries && (
          <>
            <Navbar.Toggle
              aria-controls={PANEL_ID}
              aria-expanded={expanded}
              label="Open navigation menu"
            />
            <Navbar.Offcanvas
              id={PANEL_ID}
              aria-labelledby={`${PANEL_ID}-title`}
              placement="end"
              className="app-nav-panel"
            >
              <Offcanvas.Header closeButton closeVariant="white" closeLabel="Close navigation menu">
                <Offcanvas.Title id={`${PANEL_ID}-title`}>Courtside</Offcanvas.Title>
              </Offcanvas.Header>
              <Offcanvas.Body>
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
              </Offcanvas.Body>
            </Navbar.Offcanvas>
          </>
        )}
      </div>
    </Navbar>
  );
}
