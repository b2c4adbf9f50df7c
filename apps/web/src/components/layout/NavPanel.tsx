/**
 * The navbar's menu panel: in the bar from Bootstrap's lg breakpoint up, a slide-in side panel
 * (a modal dialog) below it. The in-bar form is Bootstrap's own `offcanvas-lg` markup, which
 * Bootstrap's CSS lays out in the bar from lg up and hides below. The side panel needs a focus
 * trap, Escape, a backdrop and a scroll lock (react-bootstrap's Offcanvas); that code loads the
 * first time someone opens the menu, so the entry chunk of every page carries none of it.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { lazyScreen } from '@/lib/lazy/lazy-screen';

export interface NavPanelProps {
  /** Id of the panel; the menu button's aria-controls. */
  id: string;
  /** The side panel's heading. */
  title: string;
  /** Whether the side panel is open. */
  expanded: boolean;
  /** Closes the side panel (close button, Escape, backdrop, a wide viewport). */
  onHide: () => void;
  children: ReactNode;
}

const NavPanelDialog = lazyScreen(() =>
  import('./NavPanelDialog').then((module) => module.NavPanelDialog),
);

export function NavPanel({ id, title, expanded, onHide, children }: NavPanelProps) {
  // The dialog stays mounted after its first opening, so its closing transition can run.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  return (
    <>
      {!expanded && (
        <div id={id} className="offcanvas-lg offcanvas-end app-nav-panel">
          <div className="offcanvas-body">{children}</div>
        </div>
      )}
      {opened && (
        <Suspense fallback={null}>
          <NavPanelDialog id={id} title={title} show={expanded} onHide={onHide}>
            {children}
          </NavPanelDialog>
        </Suspense>
      )}
    </>
  );
}
