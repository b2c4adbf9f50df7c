/** The FAQ in page order: its sections, each a list of questions with anchors. */
import { FAQ_ACCOUNTS_SECTION, FAQ_TIERS_SECTION } from './faq-accounts';
import { FAQ_DATA_SECTION } from './faq-data';
import { FAQ_GAME_METHOD_ENTRIES } from './faq-methods-games';
import { FAQ_RATING_ENTRIES } from './faq-methods-ratings';
import { faqToolsSection } from './faq-tools';
import type { FaqSection } from './faq-types';

export function faqSections(now: Date): readonly FaqSection[] {
  return [
    FAQ_DATA_SECTION,
    {
      id: 'ratings-and-methods',
      title: 'Ratings and methods',
      entries: [...FAQ_RATING_ENTRIES, ...FAQ_GAME_METHOD_ENTRIES],
    },
    FAQ_TIERS_SECTION,
    FAQ_ACCOUNTS_SECTION,
    faqToolsSection(now),
  ];
}
