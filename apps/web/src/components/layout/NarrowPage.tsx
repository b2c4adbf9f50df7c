/**
 * The frame of the small account and email screens (sign-up, password reset, verification…):
 * one narrow column with its heading, which also titles the browser tab.
 */
import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface NarrowPageProps {
  title: string;
  /** The tab title, when it should differ from the heading. */
  documentTitle?: string;
  children: ReactNode;
}

const COLUMN_STYLE = { maxWidth: '36rem' } as const;

export function NarrowPage({ title, documentTitle = title, children }: NarrowPageProps) {
  useDocumentTitle(documentTitle);
  const headingId = useId();
  return (
    <section className="mx-auto py-2" style={COLUMN_STYLE} aria-labelledby={headingId}>
      <h1 id={headingId} className="h3 mb-4">
        {title}
      </h1>
      {children}
    </section>
  );
}
