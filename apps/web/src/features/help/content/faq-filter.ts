import type { FaqSection } from './faq-types';

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '');

/**
 * The sections with only the questions that match `query`: every word of it must appear in the
 * question, its keywords or its section's title. An empty query keeps everything; sections left
 * without questions are dropped.
 */
export function filterFaqSections(
  sections: readonly FaqSection[],
  query: string,
): readonly FaqSection[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => {
        const haystack = normalize(`${entry.question} ${entry.keywords ?? ''} ${section.title}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.entries.length > 0);
}

export function countFaqEntries(sections: readonly FaqSection[]): number {
  return sections.reduce((total, section) => total + section.entries.length, 0);
}
