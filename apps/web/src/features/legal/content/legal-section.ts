import type { ReactNode } from 'react';

/** One numbered section of a legal document; `id` is the in-page anchor the contents link to. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/**
 * Date shown on every legal page. The three documents are revised together, so they share one
 * date; change it whenever any of their texts changes.
 */
export const LEGAL_LAST_UPDATED = 'November 21, 2026';
