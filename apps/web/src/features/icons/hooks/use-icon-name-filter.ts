import { useCallback, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

/** Query parameter that holds the icon-name filter, so a filtered view can be shared by URL. */
export const ICON_FILTER_PARAM = 'q';

export interface IconNameFilter {
  /** What the search box shows; follows every keystroke. */
  readonly inputValue: string;
  readonly setInputValue: (next: string) => void;
  /** The filter in the URL (`?q=`), which the icon grids apply. */
  readonly filter: string;
}

/**
 * The icon-name filter, kept in `?q=` (removed when empty). The router applies URL changes in a
 * transition, and a text input bound directly to a transition-updated value can drop keystrokes
 * or jump its cursor, so the box keeps its own value and writes it to the URL. The box takes the
 * URL's value again only after a navigation it did not cause itself (a link, Back or Forward).
 */
export function useIconNameFilter(): IconNameFilter {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const filter = searchParams.get(ICON_FILTER_PARAM) ?? '';

  const [inputValue, setInputState] = useState(filter);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    // Our own writes are replacements; anything else came from outside the box.
    if (navigationType !== 'REPLACE') setInputState(filter);
  }

  const setInputValue = useCallback(
    (next: string) => {
      setInputState(next);
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === '') params.delete(ICON_FILTER_PARAM);
          else params.set(ICON_FILTER_PARAM, next);
          return params;
        },
        // One history entry per keystroke would make Back step through every letter typed.
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { inputValue, setInputValue, filter };
}
