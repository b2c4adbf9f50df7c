/**
 * The root layout: navbar, the routed screen (under the notice shown while the demo league is
 * still being built, a season switch's notice and the timed banners), footer with the contact
 * form, and the Sign In dialog that any screen may open. Page changes of signed-in users are
 * logged here (§7).
 */
import { Suspense, useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths, resolveUserSettings } from '@courtside/contract';
import { BuildingNotice } from '@/components/feedback/BuildingNotice';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { AppFooter } from '@/components/layout/AppFooter';
import { AppNavbar, type NavbarUser } from '@/components/layout/AppNavbar';
import { SeasonNotice } from '@/components/navigation/SeasonNotice';
import { TimedBannerSlot } from '@/features/banners/components/TimedBannerSlot';
import { usePageChangeEventLog } from '@/lib/event-log';
import { LoginDialogProvider, useLoginDialog } from '@/lib/login-dialog';
import { useAdminAccess, useSession, type SessionValue } from '@/lib/session';
import { EXISTING_NAV_SCREENS, EXISTING_SHELL_LINKS } from '@/components/layout/existing-screens';
import { ContactFormSection, LoginDialogBody } from './screens';

function navbarUserOf(session: SessionValue, isAdmin: boolean): NavbarUser | null {
  if (!session.isSignedIn) return null;
  const settings = resolveUserSettings(session.user);
  return {
    tierValue: session.tier.value,
    isAdmin,
    teamId: settings.team.teamId,
    conferenceId: settings.conference,
    gender: settings.team.gender,
  };
}

function AppShell() {
  const session = useSession();
  const { signOut } = session;
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  // The navbar's form of the admin check: it decides the Admin and Signup links, never navigates.
  const { isAdmin } = useAdminAccess({ navigateAway: false });
  usePageChangeEventLog();

  const logOut = useCallback(() => {
    signOut();
    void navigate(paths.home());
  }, [signOut, navigate]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppNavbar
        user={navbarUserOf(session, isAdmin)}
        existingScreens={EXISTING_NAV_SCREENS}
        existingLinks={EXISTING_SHELL_LINKS}
        onLoginClick={openLoginDialog}
        onLogoutClick={logOut}
      />
      <main id="main-content" className="app-main container-xl" tabIndex={-1}>
        <BuildingNotice />
        <SeasonNotice />
        <TimedBannerSlot />
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter
        contactForm={
          <Suspense fallback={null}>
            <ContactFormSection />
          </Suspense>
        }
      />
    </div>
  );
}

export function AppLayout() {
  return (
    <LoginDialogProvider dialog={LoginDialogBody}>
      <AppShell />
    </LoginDialogProvider>
  );
}
