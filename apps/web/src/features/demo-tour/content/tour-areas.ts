/**
 * The tour's cards that need no lookup: areas whose pages open on their own defaults. Each link
 * comes from the contract's navigation table or path helpers, so it is the address the navbar
 * itself would open; each tier note reads the tier from the same table.
 */
import { getNavItem, paths, tierLabel, type NavItemKey } from '@courtside/contract';

export interface TourLink {
  readonly to: string;
  readonly label: string;
}

export interface AreaCard {
  /** Anchor of the card (`tour-<key>`). */
  readonly key: string;
  readonly title: string;
  /** What to show, then why it matters: two or three sentences. */
  readonly text: string;
  readonly links: readonly TourLink[];
  /** Who can open the page, when a visitor cannot see all of it. */
  readonly access: string | null;
}

const navLink = (key: NavItemKey, label: string, now: Date): TourLink => ({
  to: getNavItem(key).to(now),
  label,
});

/** "Basic: Free", "Plus" or "Pro": the tier a navbar entry opens at. */
export const tierOf = (key: NavItemKey): string => tierLabel(getNavItem(key).minTier);

/** The area cards, in the order the tour shows them after the data-backed ones. */
export function areaCards(now: Date): AreaCard[] {
  return [
    {
      key: 'shot-charts',
      title: 'Shot charts',
      text:
        'Put two shot charts side by side (stacked on a phone), each of a team, a player or a whole division of any season, and switch between dots, hexes and zones measured against the division average at each spot. ' +
        'Every choice is kept in the address, so a shared link reopens the same two charts, with the zone table, PNG and CSV alongside.',
      links: [navLink('shotCharts', 'Open the shot charts', now)],
      access: null,
    },
    {
      key: 'team-scatter',
      title: 'Team scatter',
      text:
        "Plot any two team stats of a division or one conference against each other, with a third as the size of the marks and a fourth as their color, or the teams' own colors with their initials. " +
        'Average lines, quadrant labels and a fitted line with its R² make the outliers stand out, and the search highlights the teams the audience asks about.',
      links: [navLink('teamScatter', 'Open the team scatter', now)],
      access: null,
    },
    {
      key: 'brackets',
      title: 'Tournament brackets',
      text:
        "The national tournament page gives every team's simulated chance of reaching each round and of winning the title, before the tournament or with the games played so far taken as decided, beside what actually happened. " +
        "Below the odds, the bracket as played shows each team's title odds, and the same page holds the bracket challenge's picks and leaderboard.",
      links: [navLink('brackets', 'Open the bracket', now)],
      access: null,
    },
    {
      key: 'live-games',
      title: 'Live games',
      text:
        "The day's games from the live stream, live first, then upcoming by tip time, then final, update in place as new summaries arrive, filtered by today or tomorrow and by conference. " +
        'It shows that Courtside follows games while they are played, not only once the box score is in.',
      links: [navLink('liveGames', 'Open the live games', now)],
      access: `The list is open to everyone; a game's live stats need ${tierOf('liveGames')}.`,
    },
    {
      key: 'draft',
      title: 'Draft prospects',
      text:
        "Every rated player with the indicators that tell draftees apart, and the draft model's probability, rank and projected tier where past drafts give it something to learn from. " +
        'The model view explains how the model works and how well it has done, which is what scouts and staff ask first.',
      links: [navLink('draftProspects', 'Open the draft prospects', now)],
      access: `Needs ${tierOf('draftProspects')} or higher: sign in first, since a visitor sees only what opens the page.`,
    },
    {
      key: 'nil',
      title: 'NIL predictions',
      text:
        "Each rated player's NIL index, a performance index built without social media data and published as a tier and a band. " +
        'The method view shows how well the index predicts disclosed deal values, season by season, against giving everyone the median deal.',
      links: [navLink('nilPredictions', 'Open the NIL predictions', now)],
      access: `Needs ${tierOf('nilPredictions')}: a lower tier sees the upgrade prompt instead.`,
    },
    {
      key: 'help',
      title: 'Help pages',
      text:
        'The site guide lists every area and tool, where it sits in the navbar and which tier opens it; the FAQ answers how the ratings, predictions and tiers work. ' +
        'End the demo here, so the audience knows where to find their own way around.',
      links: [
        { to: paths.siteGuide(), label: 'Open the site guide' },
        { to: paths.faq(), label: 'Open the FAQ' },
      ],
      access: null,
    },
  ];
}
