import { useCallback, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { countFaqEntries, filterFaqSections } from '../content/faq-filter';
import { faqSections } from '../content/faq-sections';
import type { FaqEntry } from '../content/faq-types';
import { HelpPage, HelpSection } from './HelpPage';

interface FaqItemProps {
  entry: FaqEntry;
  open: boolean;
  onToggle: (id: string, open: boolean) => void;
}

/** One question as a native disclosure: Enter or Space on the summary opens and closes it. */
function FaqItem({ entry, open, onToggle }: FaqItemProps) {
  return (
    <details
      id={entry.id}
      className="help-faq__item"
      open={open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) =>
        onToggle(entry.id, event.currentTarget.open)
      }
    >
      <summary>{entry.question}</summary>
      <div className="help-faq__answer">
        {entry.answer}
        <p className="small">
          <a href={`#${entry.id}`}>
            Link to this answer<span className="visually-hidden">: {entry.question}</span>
          </a>
        </p>
      </div>
    </details>
  );
}

function filterStatus(query: string, shown: number, total: number): string {
  if (query.trim() === '') return `${total} questions.`;
  if (shown === 0) return `No questions match "${query.trim()}".`;
  return `Showing ${shown} of ${total} questions.`;
}

/**
 * /faq: questions in sections, each a disclosure with its own anchor (/faq#how-is-tempo-computed
 * opens that answer), and a box that narrows the list to the questions matching its words.
 */
export function FaqPage({ now = new Date() }: { now?: Date }) {
  const [sections] = useState(() => faqSections(now));
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  const setOpen = useCallback((id: string, open: boolean) => {
    setOpenIds((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const openFromHash = useCallback((id: string) => setOpen(id, true), [setOpen]);

  const visible = filterFaqSections(sections, query);
  const shown = countFaqEntries(visible);
  const total = countFaqEntries(sections);

  return (
    <HelpPage
      title="Frequently asked questions"
      intro={
        <p className="lead">
          How Courtside gets and computes its numbers, what each tier opens, and how accounts work.
          New here? Start with <Link to={paths.gettingStarted()}>getting started</Link>.
        </p>
      }
      contents={visible}
      onHashTarget={openFromHash}
    >
      <form
        role="search"
        className="help-faq__search mb-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="faq-filter" className="form-label fw-semibold">
          Search the questions
        </label>
        <input
          id="faq-filter"
          type="search"
          className="form-control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="faq-filter-status"
          autoComplete="off"
        />
      </form>
      <p id="faq-filter-status" role="status" className="text-body-secondary mb-4">
        {filterStatus(query, shown, total)}
      </p>
      {shown === 0 && (
        <p>
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => setQuery('')}
          >
            Show every question
          </button>{' '}
          or ask us with the <a href="#contact-us">contact form</a>.
        </p>
      )}
      {visible.map((section) => (
        <HelpSection key={section.id} id={section.id} title={section.title}>
          {section.entries.map((entry) => (
            <FaqItem key={entry.id} entry={entry} open={openIds.has(entry.id)} onToggle={setOpen} />
          ))}
        </HelpSection>
      ))}
    </HelpPage>
  );
}
