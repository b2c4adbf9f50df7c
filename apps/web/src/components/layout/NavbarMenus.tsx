/** The signed-in parts of the navbar: stats and tools dropdowns, team links, account links. */
import { NavLink } from 'react-router';
import { menuItemsFor, showsUpgradeLink, type NavItemKey, type NavMenu } from '@courtside/contract';
import { NavMenuDropdown } from './NavMenuDropdown';
import { statsMenuLink } from './stats-menu-defaults';
import {
  ADMIN_LINKS,
  HELP_AND_ACCOUNT_LINKS,
  UPGRADE_LINK,
  type ShellLinkKey,
} from './shell-links';
import { myConferenceMenu, myTeamMenu, type NavbarTeamSettings, type TeamMenu } from './team-links';

export interface NavbarUser extends NavbarTeamSettings {
  tierValue: number;
  isAdmin: boolean;
}

const MENU_TITLES: Record<NavMenu, string> = { stats: 'Stats', tools: 'Tools' };

function ScreenMenu({
  menu,
  user,
  existingScreens,
  now,
}: {
  menu: NavMenu;
  user: NavbarUser;
  existingScreens: ReadonlySet<NavItemKey>;
  now: Date;
}) {
  const items = menuItemsFor(menu, user.tierValue, existingScreens);
  if (items.length === 0) return null;
  return (
    <NavMenuDropdown
      id={`nav-menu-${menu}`}
      title={MENU_TITLES[menu]}
      links={items.map((item) => ({ label: item.label, to: statsMenuLink(item, user, now) }))}
    />
  );
}

function TeamMenuEntry({ menu, id }: { menu: TeamMenu; id: string }) {
  const [only] = menu.links;
  if (menu.links.length === 1 && only !== undefined) {
    return (
      <NavLink className="nav-link" to={only.to}>
        {only.label}
      </NavLink>
    );
  }
  return <NavMenuDropdown id={id} title={menu.title} links={menu.links} />;
}

export interface SignedInMenusProps {
  user: NavbarUser;
  existingScreens: ReadonlySet<NavItemKey>;
  existingLinks: ReadonlySet<ShellLinkKey>;
  now: Date;
  /** Shown as a Log out action after the account links when given. */
  onLogoutClick?: () => void;
}

/** Everything §2 lists for a signed-in user, each entry only when its screen exists. */
export function SignedInMenus({
  user,
  existingScreens,
  existingLinks,
  now,
  onLogoutClick,
}: SignedInMenusProps) {
  const teamMenu = existingLinks.has('myTeam') ? myTeamMenu(user, user.tierValue) : null;
  const conferenceMenu = existingLinks.has('myConference')
    ? myConferenceMenu(user, user.tierValue)
    : null;
  const accountLinks = [
    ...HELP_AND_ACCOUNT_LINKS,
    ...(showsUpgradeLink(user.tierValue) ? [UPGRADE_LINK] : []),
    ...(user.isAdmin ? ADMIN_LINKS : []),
  ].filter((link) => existingLinks.has(link.key));

  return (
    <>
      <div className="navbar-nav me-auto">
        <ScreenMenu menu="stats" user={user} existingScreens={existingScreens} now={now} />
        <ScreenMenu menu="tools" user={user} existingScreens={existingScreens} now={now} />
        {teamMenu && <TeamMenuEntry menu={teamMenu} id="nav-menu-my-team" />}
        {conferenceMenu && <TeamMenuEntry menu={conferenceMenu} id="nav-menu-my-conference" />}
      </div>
      {(accountLinks.length > 0 || onLogoutClick) && (
        <div className="navbar-nav">
          {accountLinks.map((link) => (
            <NavLink
              key={link.key}
              to={link.to}
              className={link.key === 'upgrade' ? 'nav-link nav-link--upgrade' : 'nav-link'}
            >
              {link.label}
            </NavLink>
          ))}
          {onLogoutClick && (
            <button type="button" className="nav-link text-start" onClick={onLogoutClick}>
              Log out
            </button>
          )}
        </div>
      )}
    </>
  );
}

/** Whether a signed-in user would see any entry at all (the toggle is hidden otherwise). */
export function hasSignedInEntries({
  user,
  existingScreens,
  existingLinks,
}: Omit<SignedInMenusProps, 'now' | 'onLogoutClick'>): boolean {
  const anyScreen = (['stats', 'tools'] as const).some(
    (menu) => menuItemsFor(menu, user.tierValue, existingScreens).length > 0,
  );
  const anyLink =
    (existingLinks.has('myTeam') && user.teamId !== null) ||
    (existingLinks.has('myConference') && user.conferenceId !== null) ||
    HELP_AND_ACCOUNT_LINKS.some((link) => existingLinks.has(link.key)) ||
    (showsUpgradeLink(user.tierValue) && existingLinks.has('upgrade')) ||
    (user.isAdmin && ADMIN_LINKS.some((link) => existingLinks.has(link.key)));
  return anyScreen || anyLink;
}
