/**
 * A row of filter controls above a list or table, named for assistive technology, with a
 * button that clears them while any is set. A `form` is a landmark (a page with one filter form
 * worth jumping to); a `group` only names the controls.
 */
import type { ReactNode } from 'react';
import './filter-bar.css';

export interface FilterBarReset {
  label: string;
  onReset: () => void;
}

export interface FilterBarProps {
  /** The accessible name. */
  label: string;
  as?: 'form' | 'group';
  /** The page's own class (the width of its controls). */
  className?: string;
  /** Shown while a filter is set; absent otherwise. */
  reset?: FilterBarReset;
  children: ReactNode;
}

export function FilterBar({ label, as = 'group', className, reset, children }: FilterBarProps) {
  const classes = ['filter-bar'].concat(className ?? []).join(' ');
  const content = (
    <>
      {children}
      {reset !== undefined && (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={reset.onReset}>
          {reset.label}
        </button>
      )}
    </>
  );
  return as === 'form' ? (
    // The filters apply as they change; Enter in a field must not reload the page.
    <form className={classes} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {content}
    </form>
  ) : (
    <div className={classes} role="group" aria-label={label}>
      {content}
    </div>
  );
}
