// Asks the browser to warn before this desk is closed or reloaded while this account's changes
// have not reached the server yet: they would wait for the desk to be opened again (ADR 0026).
import { useEffect } from 'react';
import { useOutboxView } from './sync-hooks';

export function useLeaveWarning(): void {
  const unsent = useOutboxView().mine.length > 0;
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => {
      // Browsers show their own words; older Chromium needs returnValue set as well.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);
}
