/**
 * The first tour's steps. Every link is built from the contract's path helpers and navbar table
 * (with their default seasons and tournament), so each one opens a page of the demo league that
 * exists; no team, player or game id is written here.
 */
import { TIER_VALUES, getNavItem, paths, tierLabel } from '@courtside/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { faqHref } from './help-paths';

export interface TourStep {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
  /** The page the step happens on. */
  readonly action: { readonly label: string; readonly to: string };
}

const free = tierLabel(TIER_VALUES.free);
const plus = tierLabel(TIER_VALUES.plus);
const pro = tierLabel(TIER_VALUES.pro);

export function tourSteps(now: Date): TourStep[] {
  return [
    {
      id: 'pick-a-team',
      title: 'Pick a team',
      body: (
        <p>
          Open the stats home and choose a season: the demo league&apos;s seasons carry a{' '}
          <strong>Simulated data</strong> label, because their teams and players are fictional. Type
          a school&apos;s name into the search box at the top of the page; the results list teams,
          players, games and conferences of the newest season that has them.
        </p>
      ),
      action: { label: 'Open the stats home', to: paths.statsHome() },
    },
    {
      id: 'open-its-page',
      title: 'Open its page',
      body: (
        <p>
          Choose the team in the search results, or a game in the stats home&apos;s latest results
          and then either team&apos;s name. A team page has tabs for its overview, roster, game log,
          splits, lineups and on/off, shooting by zone, and streaks and runs; the tab and the season
          are in the address, so you can bookmark or share the view.
        </p>
      ),
      action: { label: 'Find a team on the stats home', to: paths.statsHome() },
    },
    {
      id: 'compare-players',
      title: 'Compare players',
      body: (
        <p>
          The player scatter plot, open to everyone, puts every player of a division on two stats at
          once, so outliers stand out. With a free account, the comparisons tool lines up two to
          four players or teams across seasons with their percentiles.
        </p>
      ),
      action: { label: 'Open the player scatter plot', to: getNavItem('playerScatter').to(now) },
    },
    {
      id: 'open-the-scoreboard',
      title: 'Open the scoreboard',
      body: (
        <p>
          The scoreboard opens on today&apos;s games of the newest season, by division. The demo
          league replays its newest season on real days, with tip-offs from 11 a.m. to 11:30 p.m.
          Eastern: finished games show their line scores, games in progress their clock and score,
          and games to come a projected score and win chance.
        </p>
      ),
      action: { label: "Open today's scoreboard", to: getNavItem('scoreboard').to(now) },
    },
    {
      id: 'try-the-shot-charts',
      title: 'Try the shot charts',
      body: (
        <p>
          Choose a team or a player and see every shot as dots, hexagons or zones, colored by how
          well it went in against the division&apos;s average. Filters narrow it to a game, an
          opponent, clutch time or a shot type, and a second chart side by side compares two.
        </p>
      ),
      action: { label: 'Open the shot charts', to: getNavItem('shotCharts').to(now) },
    },
    {
      id: 'make-a-bracket',
      title: 'Make a bracket',
      body: (
        <p>
          The brackets page shows each national tournament team&apos;s chance of reaching every
          round, from 100,000 simulated tournaments. Signed in, you can fill your own bracket by
          clicking winners, save it, share a read-only link and follow it on the leaderboard while
          picks are open.
        </p>
      ),
      action: { label: 'Open the brackets', to: getNavItem('brackets').to(now) },
    },
    {
      id: 'create-an-account',
      title: 'Create an account and verify it',
      body: (
        <p>
          Sign up with your email address and a password. We email you a verification link; opening
          it verifies the account and opens {free}. If the email does not arrive, check your spam
          folder or{' '}
          <Link to={paths.sendVerificationEmail()}>send the verification email again</Link>.
        </p>
      ),
      action: { label: 'Sign up', to: paths.signup() },
    },
    {
      id: 'choose-a-tier',
      title: `${free}, ${plus} or ${pro}`,
      body: (
        <p>
          {free} opens the division, conference, tournament and draft areas and most tools, with
          player pages for your trial players. {plus} adds every player page and live game stats;{' '}
          {pro} adds the transfer portal, transfer analyses and NIL predictions. Your account page
          shows the tiers side by side and how to upgrade; the FAQ explains{' '}
          <Link to={faqHref('what-does-each-tier-open')}>what each tier opens</Link>.
        </p>
      ),
      action: { label: 'Compare the tiers', to: paths.myAccount('subscribe') },
    },
    {
      id: 'find-everything-else',
      title: 'Find everything else',
      body: (
        <p>
          The site guide lists every area and tool with where it is in the navbar and which tier
          opens it, and the FAQ answers questions about the data and how each rating is computed.
        </p>
      ),
      action: { label: 'Open the site guide', to: paths.siteGuide() },
    },
  ];
}
