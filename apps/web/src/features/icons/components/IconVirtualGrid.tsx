import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import type { IconEntry } from '../api/icon-entries';
import { useElementWidth } from '@/lib/charts/use-element-width';

/** Spec §2: every icon is drawn at size 30 in blue (Bootstrap's $blue). */
export const ICON_SIZE_PX = 30;
export const ICON_COLOR = '#0d6efd';

/** Width of one icon cell; the column count is how many fit the box. */
const CELL_WIDTH_PX = 144;
/** Icon, gap and up to two lines of name; fixed so rows can be positioned without measuring. */
const ROW_HEIGHT_PX = 96;
/** Tallest the scroll box gets; shorter when the (filtered) icons need fewer rows. */
export const GRID_MAX_HEIGHT_PX = 480;
/** Rows rendered beyond each edge of the box so fast scrolling does not show blank space. */
const OVERSCAN_ROWS = 2;

interface IconVirtualGridProps {
  icons: readonly IconEntry[];
  /** Accessible name of the list, e.g. "Lucide icons". */
  label: string;
}

/**
 * A pack's icons in a fixed-height scroll box, virtualized by rows: a pack holds up to ~9,000
 * icons, and only the rows in (or next to) the visible part of the box are in the DOM.
 */
export function IconVirtualGrid({ icons, label }: IconVirtualGridProps) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // 0 until measured: one column, until the grid knows its width.
  const width = useElementWidth(scrollElement, 0);
  const columns = Math.max(1, Math.floor(width / CELL_WIDTH_PX));
  const rowCount = Math.ceil(icons.length / columns);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  });

  return (
    <div
      ref={setScrollElement}
      role="list"
      aria-label={label}
      // Focusable so keyboard users can scroll the box.
      tabIndex={0}
      className="overflow-auto border rounded"
      style={{ height: Math.min(rowCount * ROW_HEIGHT_PX, GRID_MAX_HEIGHT_PX) }}
    >
      <div role="none" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const firstIndex = row.index * columns;
          return (
            <div
              key={row.key}
              role="none"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: ROW_HEIGHT_PX,
                transform: `translateY(${row.start}px)`,
                display: 'grid',
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {icons.slice(firstIndex, firstIndex + columns).map((entry) => (
                <IconCell key={entry.name} entry={entry} />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function IconCell({ entry: { name, Icon } }: { entry: IconEntry }) {
  return (
    <div
      role="listitem"
      className="d-flex flex-column align-items-center text-center px-1 pt-2 overflow-hidden"
    >
      <Icon size={ICON_SIZE_PX} color={ICON_COLOR} aria-hidden focusable="false" />
      {/* user-select-all: one click selects the whole name, ready to paste into an import. */}
      <span className="small lh-sm mt-1 text-break user-select-all">{name}</span>
    </div>
  );
}
