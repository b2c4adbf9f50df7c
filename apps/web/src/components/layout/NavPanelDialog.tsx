/**
 * The navbar's side panel below the lg breakpoint: react-bootstrap's Offcanvas, a modal dialog
 * titled by the brand, with a close button. Loaded on first use by NavPanel.
 */
import { useEffect, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

export interface NavPanelDialogProps {
  id: string;
  title: string;
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}

/** Bootstrap's lg breakpoint, from which the menu sits in the bar instead. */
const WIDE_QUERY = '(min-width: 992px)';

/** Calls `onHide` when the viewport widens to lg while the panel is open (a phone turned). */
function useHideWhenWide(show: boolean, onHide: () => void): void {
  useEffect(() => {
    if (!show || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(WIDE_QUERY);
    if (query.matches) {
      onHide();
      return undefined;
    }
    const hideIfWide = (event: MediaQueryListEvent) => {
      if (event.matches) onHide();
    };
    query.addEventListener('change', hideIfWide);
    return () => query.removeEventListener('change', hideIfWide);
  }, [show, onHide]);
}

export function NavPanelDialog({ id, title, show, onHide, children }: NavPanelDialogProps) {
  useHideWhenWide(show, onHide);
  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onHide}
      placement="end"
      className="app-nav-panel"
      aria-labelledby={`${id}-title`}
    >
      <Offcanvas.Header closeButton closeVariant="white" closeLabel="Close navigation menu">
        <Offcanvas.Title id={`${id}-title`}>{title}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
