/**
 * One numbered step of the tour: an h2 title, what to show and why, the links to the real
 * pages, and short muted lines for who can open them or for a lookup that failed.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TourLink } from '../content/tour-areas';

export interface TourCardProps {
  step: number;
  /** The card's anchor is `tour-<cardKey>`. */
  cardKey: string;
  title: string;
  /** What to show and why it matters; data-backed cards add what the lookup found. */
  children: ReactNode;
  /** Empty while a lookup is under way (the link would otherwise change under the reader). */
  links: readonly TourLink[];
  /** Short muted lines: tiers, a failed lookup. */
  notes?: readonly string[];
}

export function TourCard({ step, cardKey, title, children, links, notes = [] }: TourCardProps) {
  const id = `tour-${cardKey}`;
  return (
    <li id={id} className="demo-tour__card" aria-labelledby={`${id}-heading`}>
      <span className="demo-tour__step" aria-hidden="true">
        {step}
      </span>
      <div className="demo-tour__body">
        <h2 id={`${id}-heading`} className="h4 mb-2">
          {title}
        </h2>
        {children}
        {links.length > 0 && (
          <ul className="demo-tour__links list-unstyled">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        )}
        {notes.map((note) => (
          <p key={note} className="demo-tour__note small text-body-secondary mb-1">
            {note}
          </p>
        ))}
      </div>
    </li>
  );
}

/** The muted line a card shows while its lookup runs. */
export function LookupPending({ children }: { children: ReactNode }) {
  return (
    <p className="demo-tour__note small text-body-secondary" role="status">
      {children}
    </p>
  );
}
