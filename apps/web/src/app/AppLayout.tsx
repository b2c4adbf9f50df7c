/** The root layout: navbar, the routed screen, footer. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { resolveUserSettings } from '@courtside/contract';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { AppFooter } from '@/components/layout/AppFooter';
import { AppNavbar, type NavbarUser } from '@/components/layout/AppNavbar';
import { useSession, type SessionValue } from '@/lib/session';
import { EXISTING_NAV_SCREENS, EXISTING_SHELL_LINKS } from './existing-screens';

function navbarUserOf(session: SessionValue): NavbarUser | null {
  if (!session.isSignedIn) return null;
  const settings = resolveUserSettings(session.user);
  return {
    tierValue: session.tier.value,
    // The admin check (§4) arrives with the admin screen; until then no one is shown as admin,
    // which hides nothing real since the Admin and Signup screens do not exist yet.
    isAdmin: false,
    teamId: settings.team.teamId,
    conferenceId: settings.conference,
    gender: settings.team.gender,
  };
}

export function AppLayout() {
  const session = useSession();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppNavbar
        user={navbarUserOf(session)}
        existingScreens={EXISTING_NAV_SCREENS}
        existingLinks={EXISTING_SHELL_LINKS}
      />
      <main id="main-content" className="app-main container-xl" tabIndex={-1}>
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
