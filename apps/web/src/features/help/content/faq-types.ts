import type { ReactNode } from 'react';

/** One question of the FAQ; `id` is its anchor (/faq#id), written from the question. */
export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  /** Other words a reader may search for (the filter also reads the question). */
  readonly keywords?: string;
  readonly answer: ReactNode;
}

export interface FaqSection {
  readonly id: string;
  readonly title: string;
  readonly entries: readonly FaqEntry[];
}
