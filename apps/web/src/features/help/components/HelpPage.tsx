import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import './help.css';

export interface HelpContentsEntry {
  readonly id: string;
  readonly title: string;
}

interface HelpPageProps {
  /** The page's h1 and tab title. */
  title: string;
  /** Short paragraph(s) under the h1. */
  intro: ReactNode;
  /** Sections listed in an "On this page" box; omitted on pages with their own navigation. */
  contents?: readonly HelpContentsEntry[];
  children: ReactNode;
  /** Told the id a #fragment of the address names, before the page scrolls to it. */
  onHashTarget?: (id: string) => void;
}

/**
 * The frame every help page shares: one article with the h1, an introduction, an optional list
 * of in-page links, then the page's sections (h2, with h3 inside). The shell's skip link lands on
 * <main>, whose first content is this h1.
 */
export function HelpPage({ title, intro, contents, children, onHashTarget }: HelpPageProps) {
  useDocumentTitle(title);
  useScrollToHash(onHashTarget);
  return (
    <Container as="article" className="help-page py-4">
      <h1 className="mb-3">{title}</h1>
      <div className="help-page__intro mb-4">{intro}</div>
      {contents !== undefined && contents.length > 0 && (
        <nav aria-label="On this page" className="help-page__contents mb-5">
          <p className="fw-semibold mb-2">On this page</p>
          <ul className="mb-0">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </Container>
  );
}

interface HelpSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One h2 section of a help page, anchor-linkable by its id. */
export function HelpSection({ id, title, children }: HelpSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="help-page__section mb-5">
      <h2 id={`${id}-heading`} className="h3">
        {title}
      </h2>
      {children}
    </section>
  );
}
