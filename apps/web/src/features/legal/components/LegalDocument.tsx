import { useEffect, type ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LEGAL_LAST_UPDATED, type LegalSection } from '../content/legal-section';

interface LegalDocumentProps {
  /** The page's h1 and tab title. */
  title: string;
  /** Short paragraph(s) shown before the table of contents. */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * Renders a legal document the same way on every legal page: h1, revision date, introduction, a
 * table of contents linking to each section, then the numbered sections (h2, with h3 inside).
 */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  useScrollToHashSection();

  return (
    <Container as="article" className="py-4" style={{ maxWidth: 880 }}>
      <h1 className="mb-2">{title}</h1>
      <p className="text-body-secondary">Last updated: {LEGAL_LAST_UPDATED}</p>
      <div className="mb-4">{intro}</div>

      <nav aria-label="Table of contents" className="mb-5 p-3 border rounded bg-body-tertiary">
        <p className="fw-semibold mb-2">Contents</p>
        <ol className="mb-0">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mb-5"
          // Keeps the heading clear of a sticky navbar when a contents link scrolls to it.
          style={{ scrollMarginTop: '5rem' }}
        >
          <h2 id={`${section.id}-heading`} className="h4">
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </Container>
  );
}

/**
 * The app renders its pages after the browser has already tried (and failed) to jump to the URL's
 * #fragment, so a shared link like /privacy-policy#your-rights would open at the top. Scroll to
 * the named section once it exists.
 */
function useScrollToHashSection(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    // jsdom and some older browsers lack scrollIntoView; skipping the scroll is harmless there.
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, [hash]);
}
