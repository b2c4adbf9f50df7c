import { useMemo, useRef } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { filterIconEntries } from '../api/icon-entries';
import type { IconPackDefinition } from '../api/icon-pack-registry';
import { useHasBeenNearViewport } from '../hooks/use-has-been-near-viewport';
import { useIconPack } from '../hooks/use-icon-pack';
import { GRID_MAX_HEIGHT_PX, IconVirtualGrid } from './IconVirtualGrid';

/**
 * How far below the viewport a section starts loading. About two sections ahead, so a pack is
 * usually ready by the time it scrolls into view, while the rest of the page stays unloaded.
 */
const PRELOAD_MARGIN = '1000px 0px';

interface IconPackSectionProps {
  pack: IconPackDefinition;
  /** Icon-name filter; blank shows every icon. */
  filter: string;
  /** Load without waiting for the section to approach the viewport. */
  loadImmediately: boolean;
}

/** One pack: heading, import path, icon count and its virtualized grid, loaded on approach. */
export function IconPackSection({ pack, filter, loadImmediately }: IconPackSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const isNearViewport = useHasBeenNearViewport(sectionRef, PRELOAD_MARGIN);
  const packState = useIconPack(pack, loadImmediately || isNearViewport);
  const allIcons = packState.status === 'loaded' ? packState.icons : null;
  const shownIcons = useMemo(
    () => (allIcons ? filterIconEntries(allIcons, filter) : []),
    [allIcons, filter],
  );
  const headingId = `icon-pack-${pack.id}-heading`;
  const isFiltered = filter.trim() !== '';

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="mb-5">
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1 mb-2">
        <h2 id={headingId} className="h4 mb-0">
          {pack.title}
        </h2>
        <code>{pack.moduleName}</code>
        {allIcons && (
          <span className="badge text-bg-secondary">
            {isFiltered
              ? `${formatCount(shownIcons.length)} of ${formatCount(allIcons.length)} icons`
              : `${formatCount(allIcons.length)} icons`}
          </span>
        )}
        {packState.status === 'loading' && (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">Loading {pack.title} icons…</span>
          </Spinner>
        )}
      </div>

      {packState.status === 'error' && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <span>
            Could not load the {pack.title} icons ({packState.message}).
          </span>
          <Button variant="outline-danger" size="sm" onClick={packState.retry}>
            Retry
          </Button>
        </Alert>
      )}
      {(packState.status === 'idle' || packState.status === 'loading') && (
        // Holds the grid's space so unloaded sections below do not all crowd into view at once.
        <div
          className="border rounded d-flex align-items-center justify-content-center text-body-secondary"
          style={{ height: GRID_MAX_HEIGHT_PX }}
        >
          {packState.status === 'idle' ? 'Loads when you scroll here.' : 'Loading icons…'}
        </div>
      )}
      {allIcons &&
        (shownIcons.length > 0 ? (
          <IconVirtualGrid icons={shownIcons} label={`${pack.title} icons`} />
        ) : (
          <p className="text-body-secondary">
            No {pack.title} icon names contain &ldquo;{filter.trim()}&rdquo;.
          </p>
        ))}
    </section>
  );
}

const countFormat = new Intl.NumberFormat('en-US');

function formatCount(count: number): string {
  return countFormat.format(count);
}
