/**
 * The page's three views as tabs: links, so each view has its address and the back button steps
 * between them; every other parameter (the odds choice, a shared bracket) stays as it is.
 */
import { Link, useSearchParams } from 'react-router';
import {
  BRACKET_VIEWS,
  BRACKET_VIEW_LABELS,
  viewSearch,
  type BracketView,
} from '../content/bracket-route';
import './picks.css';

export function BracketViewNav({ view }: { view: BracketView }) {
  const [searchParams] = useSearchParams();
  return (
    <nav aria-label="Brackets views" className="brackets__views">
      <ul className="nav nav-tabs">
        {BRACKET_VIEWS.map((entry) => (
          <li className="nav-item" key={entry}>
            <Link
              className={`nav-link${entry === view ? ' active' : ''}`}
              aria-current={entry === view ? 'page' : undefined}
              to={{ search: viewSearch(searchParams, { view: entry }) }}
              preventScrollReset
            >
              {BRACKET_VIEW_LABELS[entry]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
