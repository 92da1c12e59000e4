// Blocks a page while it saves (Settings): the content turns inert under an overlay that
// says what is happening, and focus goes back where it was once the save is over.
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useT } from '@/i18n/react';
import { focusFirstOnPage, regionHeadings } from './region-heading';
import './busy-blocker.css';

export interface BusyBlockerProps {
  busy: boolean;
  children: ReactNode;
  /** What the overlay says; Saving… in the desk's language when not given. */
  label?: string;
}

export function BusyBlocker({ busy, children, label }: BusyBlockerProps) {
  const t = useT();
  // What had the focus, and the headings of its regions, found while it is still on the page.
  const focused = useRef<{ element: HTMLElement; headings: HTMLElement[] } | null>(null);
  useLayoutEffect(() => {
    if (busy) {
      const element = document.activeElement;
      focused.current =
        element instanceof HTMLElement && element !== document.body
          ? { element, headings: regionHeadings(element) }
          : null;
      return;
    }
    const previous = focused.current;
    focused.current = null;
    if (!previous || document.activeElement === previous.element) return;
    if (previous.element.isConnected) previous.element.focus();
    // A SAVE disabled by its own save, or a Delete gone with what it deleted, cannot take the
    // focus back: the heading of its region does, rather than the page, where Tab starts from the top.
    if (document.activeElement !== previous.element) focusFirstOnPage(previous.headings);
  }, [busy]);

  return (
    <div className="busy-blocker" aria-busy={busy}>
      <div className="busy-blocker__content" inert={busy}>
        {children}
      </div>
      {busy ? (
        <div className="busy-blocker__overlay" role="status">
          <span className="busy-blocker__spinner" aria-hidden="true" />
          {label ?? t('common.saving')}
        </div>
      ) : null}
    </div>
  );
}
