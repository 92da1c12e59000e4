// Blocks a page while it saves (Settings): the content turns inert under an overlay that
// says what is happening, and focus goes back where it was once the save is over.
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useT } from '@/i18n/react';
import './busy-blocker.css';

export interface BusyBlockerProps {
  busy: boolean;
  children: ReactNode;
  /** What the overlay says; Saving… in the desk's language when not given. */
  label?: string;
}

export function BusyBlocker({ busy, children, label }: BusyBlockerProps) {
  const t = useT();
  const focused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (busy) {
      focused.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const previous = focused.current;
    focused.current = null;
    if (!previous?.isConnected || document.activeElement === previous) return;
    previous.focus();
    // A SAVE disabled by its own save cannot take the focus back: the heading that names its
    // region does (focusable with tabIndex -1), rather than the page, where Tab starts from the top.
    if (document.activeElement !== previous) headingOfRegion(previous)?.focus();
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

/** The nearest heading naming a region `element` is in that can take the focus from a script. */
function headingOfRegion(element: HTMLElement): HTMLElement | null {
  for (let region = element.closest('[aria-labelledby]'); region; ) {
    const heading = document.getElementById(region.getAttribute('aria-labelledby') ?? '');
    if (heading?.getAttribute('tabindex') === '-1') return heading;
    region = region.parentElement?.closest('[aria-labelledby]') ?? null;
  }
  return null;
}
