// The panel behind the header's sync status: every change of this account still on its way,
// grouped as needing attention (conflicts, refusals) or waiting, each with its actions.
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MirrorLanding } from '@/data/db/types';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import type { OutboxView } from '@/data/react/sync-hooks';
import { Modal } from '@/ui/Modal';
import { OutboxItem } from './OutboxItem';

export interface SyncPanelProps {
  open: boolean;
  onClose: () => void;
  view: OutboxView;
}

export function SyncPanel({ open, onClose, view }: SyncPanelProps) {
  const engine = useSyncEngine();
  const ids = view.mine.map((entry) => entry.landingId);
  const landings = useLiveQuery(async () => {
    const rows = await engine.db.landings.bulkGet(ids);
    return new Map(rows.filter((row): row is MirrorLanding => row !== undefined).map((row) => [row.id, row]));
  }, [engine.db, ids.join(',')]);
  const stuck = view.mine.filter((entry) => entry.state !== 'waiting');
  const waiting = view.mine.filter((entry) => entry.state === 'waiting');
  const now = engine.services.clock.now().getTime();

  return (
    <Modal open={open} title="Changes waiting to sync" onClose={onClose} className="sync-panel">
      {view.signInAgain && view.mine.length > 0 ? (
        <p className="notice notice--warning">
          The server did not accept this session any more. <Link to="/">Sign in again</Link> to send these
          changes.
        </p>
      ) : null}
      {view.othersCount > 0 ? (
        <p className="notice">
          {view.othersCount === 1 ? '1 change' : `${view.othersCount} changes`} made by another account on
          this device
          {view.othersCount === 1 ? ' is' : ' are'} waiting. They are sent when that account signs in here.
        </p>
      ) : null}
      {view.mine.length === 0 ? <p>All changes synced.</p> : null}
      {stuck.length > 0 ? (
        <section aria-labelledby="sync-panel-stuck">
          <h3 id="sync-panel-stuck">Needs attention</h3>
          <ul className="outbox-list">
            {stuck.map((entry) => (
              <OutboxItem
                key={entry.seq}
                entry={entry}
                landing={landings?.get(entry.landingId)}
                nowMs={now}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {waiting.length > 0 ? (
        <section aria-labelledby="sync-panel-waiting">
          <h3 id="sync-panel-waiting">Waiting</h3>
          <ul className="outbox-list">
            {waiting.map((entry) => (
              <OutboxItem
                key={entry.seq}
                entry={entry}
                landing={landings?.get(entry.landingId)}
                nowMs={now}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </Modal>
  );
}
