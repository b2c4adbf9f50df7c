/**
 * The global search box of the navbar (§2): teams, players, games and conferences from
 * `GET {api}/gs/live-search` as the user types (debounced), in an ARIA combobox. Choosing a
 * result opens its stats page in the highest competition id it appears in. A failed search
 * keeps the list as it was and marks the box (§8 "Search failure").
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchOption } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { SEARCH_KIND_LABELS, searchResultPath, toSearchOptions } from './search-results';
import './navbar-search.css';

export const SEARCH_DEBOUNCE_MS = 250;
const MIN_TEXT = 2;

export function NavbarSearch() {
  const id = useId();
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_TEXT) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const ticket = ++latest.current;
      http
        // No competition applies to a global search: the empty list parameter is sent (§7).
        .get('/gs/live-search', {
          params: { competitions: '', ptgc: 'all', text: query },
          signal: controller.signal,
        })
        .then((response) => {
          if (ticket !== latest.current) return;
          setOptions(toSearchOptions(response.data));
          setFailed(false);
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted && ticket === latest.current) setFailed(true);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const shown = text.trim().length >= MIN_TEXT ? options : [];
  const expanded = open && shown.length > 0;

  function choose(option: SearchOption) {
    const to = searchResultPath(option);
    if (to === null) return;
    setOpen(false);
    setText('');
    void navigate(to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        shown.length === 0 ? -1 : (current + step + shown.length) % shown.length,
      );
    } else if (event.key === 'Enter') {
      const option = shown[active] ?? shown[0];
      if (option !== undefined) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="app-navbar__search" role="search">
      <label htmlFor={id} className="visually-hidden">
        Search teams, players, games and conferences
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        className={`form-control form-control-sm${failed ? ' is-invalid' : ''}`}
        placeholder="Search teams, players, games…"
        autoComplete="off"
        value={text}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={failed || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {failed && <span className="visually-hidden">Search failed; showing earlier results.</span>}
      <ul id={listId} role="listbox" className="app-navbar__search-results" hidden={!expanded}>
        {shown.map((option, index) => (
          <li
            key={`${option.ptgc}-${option._id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'is-active' : undefined}
            // mousedown, not click: it comes before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span>{option.label}</span>{' '}
            <small className="app-navbar__search-kind">{SEARCH_KIND_LABELS[option.ptgc]}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}
