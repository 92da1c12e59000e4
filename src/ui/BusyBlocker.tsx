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
    if (previous?.isConnected && document.activeElement !== previous) previous.focus();
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
