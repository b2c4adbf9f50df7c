/**
 * A text box that filters a list of choices as one types: the ARIA combobox pattern with a list
 * popup (focus stays in the box; the highlighted choice is its active descendant). A native
 * select cannot be searched by typing more than a prefix, which hundreds of schools need.
 *
 * Keys: ↓/↑ open the list and move through it, Enter chooses, Escape closes it (a second Escape
 * clears the typed text), Tab leaves. Leaving the box without choosing keeps the last choice.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Secondary text shown under the label and searched with it. */
  detail?: string;
}

export interface ComboboxProps {
  id: string;
  label: ReactNode;
  options: readonly ComboboxOption[];
  /** The chosen option's value; null for none. */
  value: string | null;
  onChange(value: string | null): void;
  /** When set, the list starts with this choice of nothing (e.g. "No team"). */
  noneLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  describedBy?: string;
  /** Said when the typed text matches nothing, e.g. `No team matches "${text}"`. */
  noMatches(text: string): string;
}

/** Case- and accent-insensitive, so "san jose" finds "San José". */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function filterOptions(
  options: readonly ComboboxOption[],
  query: string,
): readonly ComboboxOption[] {
  const words = searchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const haystack = searchText(`${option.label} ${option.detail ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** One row of the popup: an option, or the choice of nothing (value null). */
interface Entry {
  value: string | null;
  label: string;
  detail?: string;
}

export function Combobox(props: ComboboxProps) {
  const { id, label, options, value, onChange, noneLabel, placeholder, disabled } = props;
  const listId = useId();
  const labelId = `${id}-label`;
  // null while not typing: the box then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const selected = options.find((option) => option.value === value);
  const entries = useMemo<Entry[]>(() => {
    const matches = filterOptions(options, query ?? '');
    const offersNone = noneLabel !== undefined && (query ?? '').trim() === '';
    return offersNone ? [{ value: null, label: noneLabel }, ...matches] : [...matches];
  }, [options, query, noneLabel]);
  const expanded = open && !disabled;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId =
    expanded && active >= 0 && active < entries.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId === undefined) return;
    // Not in every environment (jsdom lacks it); only keeps the highlighted row in view.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };

  const choose = (entry: Entry) => {
    close();
    if (entry.value !== value) onChange(entry.value);
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, entries.length - 1)));
  };

  const selectedIndex = entries.findIndex((entry) => entry.value === value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) openAt(selectedIndex >= 0 ? selectedIndex : 0);
      else openAt(active + step);
    } else if (event.key === 'Enter') {
      const entry = expanded ? entries[active] : undefined;
      // Enter in an open list chooses; otherwise it submits the form as usual.
      if (entry !== undefined) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== null) {
        event.preventDefault();
        setQuery(null);
      }
    }
  };

  const shownText = query ?? selected?.label ?? '';
  const noMatches = expanded && entries.length === 0;

  return (
    <div className="combobox">
      <label id={labelId} htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="position-relative">
        <input
          id={id}
          type="text"
          className="form-select combobox__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={props.describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          value={shownText}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => (expanded ? setOpen(false) : openAt(selectedIndex))}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className={`dropdown-menu w-100 combobox__list ${expanded && !noMatches ? 'show' : ''}`}
        >
          {expanded &&
            entries.map((entry, index) => (
              <li
                key={entry.value ?? ''}
                id={optionId(index)}
                role="option"
                aria-selected={entry.value === value}
                className={`dropdown-item combobox__option ${index === active ? 'active' : ''}`}
                // Keeps focus in the box, so the choice does not first blur (and close) it.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(entry)}
              >
                <span className="d-block text-truncate">{entry.label}</span>
                {entry.detail && (
                  <span className="d-block small combobox__detail">{entry.detail}</span>
                )}
              </li>
            ))}
        </ul>
        <div role="status" className="form-text combobox__status">
          {noMatches ? props.noMatches(query ?? '') : ''}
        </div>
      </div>
    </div>
  );
}
