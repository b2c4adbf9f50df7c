/**
 * The stories of the insights page, in page order: the view that shows each one in full, its
 * title, what it measures, and the lowest tier its data is served to (§6; the endpoint's access
 * in the contract: the explorer search and conference aggregates are tier 1, team ratings and
 * team lists public, the transfer analysis tier 3).
 */
import { TIER_VALUES, getNavItem } from '@courtside/contract';
import type { StoryView } from './insights-route';

export interface StoryInfo {
  view: StoryView;
  title: string;
  /** One line under the title: what the list ranks, and by what. */
  intro: string;
  requiredTier: number;
}

/** Items a story lists on the home view; its own view lists `FULL_STORY_ITEMS`. */
export const HOME_STORY_ITEMS = 5;
export const FULL_STORY_ITEMS = 25;

export const STORIES: readonly StoryInfo[] = [
  {
    view: 'upsets',
    title: 'Biggest upsets',
    intro: "Wins ranked by the winner's pre-game chance from the ratings prediction.",
    requiredTier: getNavItem('gameExplorer').minTier,
  },
  {
    view: 'comebacks',
    title: 'Best comebacks',
    intro: 'Wins ranked by the largest deficit the winner overcame (play-by-play games).',
    requiredTier: getNavItem('gameExplorer').minTier,
  },
  {
    view: 'improved',
    title: 'Most improved teams',
    intro:
      'Schools ranked by the gain in adjusted efficiency margin (AdjEM) over their previous season.',
    requiredTier: TIER_VALUES.noAccess,
  },
  {
    view: 'conferences',
    title: 'Conference strength',
    intro: 'Conferences ranked by the mean adjusted efficiency margin of their teams.',
    requiredTier: TIER_VALUES.free,
  },
  {
    view: 'transfers',
    title: 'Transfer winners',
    intro:
      'Teams ranked by how much better their incoming transfers scored than comparable returning players.',
    requiredTier: getNavItem('transferAnalyses').minTier,
  },
];

export function storyInfo(view: StoryView): StoryInfo {
  const story = STORIES.find((entry) => entry.view === view);
  if (story === undefined) throw new Error(`Unknown story: ${view}`);
  return story;
}
