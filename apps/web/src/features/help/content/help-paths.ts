/** Addresses of the help pages' own anchors, so links to an answer are spelled once. */
import { paths } from '@courtside/contract';

/** A question or section of the FAQ, by its anchor. */
export const faqHref = (anchor: string): string => `${paths.faq()}#${anchor}`;
