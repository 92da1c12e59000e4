// The panel behind the header's sync status: every change of this account still on its way,
// grouped as needing attention (conflicts, refusals) or waiting, each with its actions.
import { Link } from '@tanstack/react-router';
import { useLandingsById } from '@/data/landings/use-landings-by-id';
import { useCorsRefused, useServerView } from '@/data/react/app-services-context';
import { corsAdvice } from '@/data/react/errors';
import type { MirrorLanding, OutboxEntry } from '@/data/react/records';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import type { OutboxView } from '@/data/react/sync-hooks';
import { describeServer } from '@/domain/server-capabilities';
import { Modal } from '@/ui/Modal';
import { OutboxItem } from './OutboxItem';

export interface SyncPanelProps {
  open: boolean;
  onClose: () => void;
  view: OutboxView;
}

export function SyncPanel({ open, onClose, view }: SyncPanelProps) {
  const engine = useSyncEngine();
  const landings = useLandingsById(view.mine.map((entry) => entry.landingId));
  const stuck = view.mine.filter((entry) => entry.state !== 'waiting');
  const waiting = view.mine.filter((entry) => entry.state === 'waiting');
  const now = engine.services.clock.now().getTime();
  const server = useServerView();
  const corsRefused = useCorsRefused();

  return (
    <Modal open={open} title="Changes waiting to sync" onClose={onClose} className="sync-panel">
      <p className="sync-panel__server">{describeServer(server.known, server.baseUrl)}</p>
      {corsRefused ? (
        <p className="notice notice--warning">
          {corsAdvice(typeof location === 'undefined' ? null : location.origin)}
        </p>
      ) : null}
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
      <OutboxGroup
        id="sync-panel-stuck"
        title="Needs attention"
        entries={stuck}
        landings={landings}
        nowMs={now}
      />
      <OutboxGroup
        id="sync-panel-waiting"
        title="Waiting"
        entries={waiting}
        landings={landings}
        nowMs={now}
      />
    </Modal>
  );
}

interface OutboxGroupProps {
  id: string;
  title: string;
  entries: OutboxEntry[];
  landings: Map<number, MirrorLanding> | undefined;
  nowMs: number;
}

/** One titled list of changes in the panel; nothing when it is empty. */
function OutboxGroup({ id, title, entries, landings, nowMs }: OutboxGroupProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className="outbox-list">
        {entries.map((entry) => (
          <OutboxItem key={entry.seq} entry={entry} landing={landings?.get(entry.landingId)} nowMs={nowMs} />
        ))}
      </ul>
    </section>
  );
}
