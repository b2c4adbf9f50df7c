/**
 * A navbar dropdown built as a disclosure (a button that shows a list of links), the WAI-ARIA
 * pattern for site navigation. It replaces react-bootstrap's NavDropdown, which pulls Popper
 * into the main bundle although navbar dropdowns are never positioned by it; Bootstrap's own
 * dropdown CSS does the styling, in the bar and inside the side panel.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

export interface NavMenuLink {
  label: string;
  to: string;
}

export interface NavMenuDropdownProps {
  /** Id of the toggle button; the list is labelled by it. */
  id: string;
  title: string;
  links: readonly NavMenuLink[];
}

export function NavMenuDropdown({ id, title, links }: NavMenuDropdownProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = `${useId()}-menu`;

  // Set while a mouse button or finger is down, so the focus change of a click is left to the
  // click handler below.
  const pointerIsDown = useRef(false);

  // A click anywhere else closes the menu, as Bootstrap's dropdowns do. On 'click', not on
  // 'mousedown' or focus change: in the side panel the open menu pushes the links below it
  // down, and closing it earlier would move the link away before the click lands on it.
  useEffect(() => {
    if (!open) return undefined;
    pointerIsDown.current = false;
    const notePointerDown = () => (pointerIsDown.current = true);
    const notePointerUp = () => (pointerIsDown.current = false);
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', notePointerDown);
    document.addEventListener('pointerup', notePointerUp);
    document.addEventListener('click', closeOnOutsideClick);
    return () => {
      document.removeEventListener('pointerdown', notePointerDown);
      document.removeEventListener('pointerup', notePointerUp);
      document.removeEventListener('click', closeOnOutsideClick);
    };
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation(); // Escape closes the menu, not the side panel around it.
    setOpen(false);
    toggle.current?.focus();
  };

  // Tabbing past the last link closes the menu so it never hides content behind it.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (pointerIsDown.current) return;
    const next = event.relatedTarget;
    if (next instanceof Node && !container.current?.contains(next)) setOpen(false);
  };

  return (
    <div
      ref={container}
      className="nav-item dropdown"
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <button
        ref={toggle}
        id={id}
        type="button"
        className={`nav-link dropdown-toggle ${open ? 'show' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {title}
      </button>
      <ul
        id={listId}
        aria-labelledby={id}
        className={`dropdown-menu dropdown-menu-dark ${open ? 'show' : ''}`}
        // Hidden from assistive technology (and from tests, which run without CSS) when closed.
        hidden={!open}
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link className="dropdown-item" to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
