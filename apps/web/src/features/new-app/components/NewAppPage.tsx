/**
 * /tools/new-app: what is new in Courtside, read from the product's change log
 * (content/product-changelog.ts). The tools come first, newest first, each linked and labelled
 * with the plan that opens it, so a returning user finds what arrived since the last visit;
 * every change follows by day.
 */
import { Link } from 'react-router';
import { tierAccessLabel } from '@/lib/navigation/feature-previews';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  changeDays,
  changeHref,
  changeMinTier,
  isToolChange,
  type ChangeEntry,
} from '../content/changelog';
import { PRODUCT_CHANGES } from '../content/product-changelog';
import './new-app.css';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "December 7, 2026" for 2026-12-07 (the day as written, whatever the reader's time zone). */
export const formatChangeDay = (day: string): string =>
  DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

function ToolChange({ entry, now }: { entry: ChangeEntry; now: Date }) {
  const minTier = changeMinTier(entry.target);
  return (
    <li className="new-app__tool">
      <h3 className="h5 mb-1">
        <Link to={changeHref(entry.target, now)}>{entry.title}</Link>
      </h3>
      <p className="mb-1">{entry.text}</p>
      <p className="new-app__meta mb-0">
        <time dateTime={entry.date}>{formatChangeDay(entry.date)}</time>
        {minTier !== null && ` · ${tierAccessLabel(minTier)}`}
      </p>
    </li>
  );
}

export function NewAppPage({
  changes = PRODUCT_CHANGES,
  now = new Date(),
}: {
  changes?: readonly ChangeEntry[];
  now?: Date;
}) {
  useDocumentTitle("What's new");
  const tools = changes.filter(isToolChange);
  return (
    <div className="container py-4 new-app">
      <h1 className="h2">What&apos;s new in Courtside</h1>
      <p className="lead">
        The newest tools first, then every change by day. Each one links to where you can use it.
      </p>
      <section aria-labelledby="new-app-tools">
        <h2 className="h4" id="new-app-tools">
          New tools
        </h2>
        {tools.length === 0 ? (
          <p className="text-body-secondary">No tools have been added yet.</p>
        ) : (
          <ul className="list-unstyled new-app__tools">
            {tools.map((entry) => (
              <ToolChange key={`${entry.date}-${entry.title}`} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-app-days">
        <h2 className="h4" id="new-app-days">
          Every change
        </h2>
        {changeDays(changes).map((day) => (
          <section key={day.date} aria-labelledby={`new-app-day-${day.date}`}>
            <h3 className="h6 new-app__day" id={`new-app-day-${day.date}`}>
              <time dateTime={day.date}>{formatChangeDay(day.date)}</time>
            </h3>
            <ul>
              {day.entries.map((entry) => (
                <li key={entry.title}>
                  <Link to={changeHref(entry.target, now)}>{entry.title}</Link>: {entry.text}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
