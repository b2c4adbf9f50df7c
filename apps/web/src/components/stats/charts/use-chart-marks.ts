/**
 * Keyboard and pointer access to a chart's marks (shots, hexes, zones, bars, game events):
 * one tab stop for the whole set (roving tabindex), arrow keys move between marks, Home/End
 * jump to the ends, Escape hides the tooltip. Hovering or focusing a mark makes it active,
 * and the chart shows the active mark's tooltip.
 */
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

export interface MarkProps {
  'data-mark': number;
  tabIndex: number;
  onFocus: (event: FocusEvent<SVGElement>) => void;
  onBlur: () => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onKeyDown: (event: KeyboardEvent<SVGElement>) => void;
}

export function useChartMarks(count: number) {
  const container = useRef<SVGGElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);

  const focusMark = useCallback(
    (index: number) => {
      const clamped = Math.max(0, Math.min(count - 1, index));
      setTabStop(clamped);
      const mark = container.current?.querySelector<SVGElement>(`[data-mark="${clamped}"]`);
      mark?.focus();
    },
    [count],
  );

  const markProps = (index: number): MarkProps => ({
    'data-mark': index,
    tabIndex: index === Math.min(tabStop, count - 1) ? 0 : -1,
    onFocus: () => {
      setTabStop(index);
      setActive(index);
    },
    onBlur: () => setActive(null),
    onMouseEnter: () => setActive(index),
    onMouseLeave: () => setActive(null),
    onKeyDown: (event) => {
      if (NEXT_KEYS.has(event.key)) focusMark(index + 1);
      else if (PREVIOUS_KEYS.has(event.key)) focusMark(index - 1);
      else if (event.key === 'Home') focusMark(0);
      else if (event.key === 'End') focusMark(count - 1);
      else if (event.key === 'Escape') setActive(null);
      else return;
      event.preventDefault();
    },
  });

  return {
    container,
    active: active !== null && active < count ? active : null,
    /** For pointer tracking that picks a mark itself (e.g. the nearest event in time). */
    setActive,
    markProps,
  };
}
