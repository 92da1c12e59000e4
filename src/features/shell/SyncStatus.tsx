// The header's sync summary: online or offline, how many changes wait, when the desk last synced,
// and the button that opens the panel listing the changes.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAppServices, useCorsRefused, useOnline } from '@/data/react/app-services-context';
import { CORS_REFUSED } from '@/data/react/errors';
import { useLastSyncedAt, useOutboxView } from '@/data/react/sync-hooks';
import { formatSyncedAt } from '@/domain/time/format';
import { SyncPanel } from './SyncPanel';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Re-render every 30 s so "N min ago" moves on while nothing else happens. */
function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [ms]);
}

export function SyncStatus() {
  const { clock } = useAppServices();
  const online = useOnline();
  const corsRefused = useCorsRefused();
  const view = useOutboxView();
  const syncedAt = useLastSyncedAt();
  const [panelOpen, setPanelOpen] = useState(false);
  useTick(30_000);

  const count = view.mine.length;
  const stuck = view.mine.filter((entry) => entry.state !== 'waiting').length;
  // Until the outbox is read, nothing is known: "All changes synced" then would be a claim.
  const waitingText = !view.loaded
    ? 'Checking changes…'
    : count === 0
      ? 'All changes synced'
      : `${plural(count, 'change', 'changes')} waiting`;

  return (
    <section className="sync-status" aria-label="Sync status">
      <span
        className={`sync-status__dot sync-status__dot--${online ? 'online' : 'offline'}`}
        aria-hidden="true"
      />
      <span className="sync-status__online" role="status">
        {online ? 'Online' : 'Offline'}
      </span>
      {corsRefused ? (
        <span className="sync-status__alert" role="alert">
          {CORS_REFUSED} See Changes.
        </span>
      ) : null}
      <span className="sync-status__waiting">{waitingText}</span>
      {stuck > 0 ? (
        <span className="sync-status__alert">{plural(stuck, 'needs', 'need')} attention</span>
      ) : null}
      <span className="sync-status__synced">Last synced {formatSyncedAt(syncedAt, clock)}</span>
      {view.signInAgain && count > 0 ? (
        <span className="sync-status__alert" role="alert">
          <Link to="/">Sign in again</Link> to send {plural(count, 'change', 'changes')}
        </span>
      ) : null}
      {view.othersCount > 0 ? (
        <span className="sync-status__others">
          {plural(view.othersCount, 'change', 'changes')} of another account waiting
        </span>
      ) : null}
      <button type="button" className="button button--small" onClick={() => setPanelOpen(true)}>
        Changes
      </button>
      <SyncPanel open={panelOpen} onClose={() => setPanelOpen(false)} view={view} />
    </section>
  );
}
