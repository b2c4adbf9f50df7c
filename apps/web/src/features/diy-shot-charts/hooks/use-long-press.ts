/**
 * A long press on a touch screen: a finger held still for half a second. It logs the other
 * result of a tap (a miss when taps log makes), as Shift-click does with a mouse; the click the
 * browser sends when the finger lifts is then swallowed, and the press menu is kept away.
 */
import { useEffect, useRef, type PointerEvent } from 'react';

export const LONG_PRESS_MS = 500;
/** A finger that moves farther than this is scrolling, not pressing. */
const STILL_PX = 10;

export function useLongPress(onLongPress: (clientX: number, clientY: number) => void) {
  const callback = useRef(onLongPress);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  useEffect(() => cancel, []);

  return {
    handlers: {
      onPointerDown: (event: PointerEvent<Element>) => {
        if (event.pointerType !== 'touch') return;
        cancel();
        fired.current = false;
        const at = { x: event.clientX, y: event.clientY };
        start.current = at;
        timer.current = setTimeout(() => {
          timer.current = null;
          fired.current = true;
          callback.current(at.x, at.y);
        }, LONG_PRESS_MS);
      },
      onPointerMove: (event: PointerEvent<Element>) => {
        const at = start.current;
        if (at && Math.hypot(event.clientX - at.x, event.clientY - at.y) > STILL_PX) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onContextMenu: (event: { preventDefault(): void }) => {
        if (start.current !== null || fired.current) event.preventDefault();
      },
    },
    /** True once for the click that ends a long press (that click logs nothing). */
    takeClick(): boolean {
      const wasLongPress = fired.current;
      fired.current = false;
      return wasLongPress;
    },
  };
}
