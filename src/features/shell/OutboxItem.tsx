// One queued change in the sync panel: what it does, to which landing, why it has not gone
// through, and what the operator can do about it.
import { useState } from 'react';
import { serverRow } from '@/data/landings/mirror';
import type { MirrorLanding, OutboxEntry } from '@/data/react/records';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { conflictSides, describeChange, describeLanding, describeState } from './describe-change';

export interface OutboxItemProps {
  entry: OutboxEntry;
  landing: MirrorLanding | undefined;
  nowMs: number;
}

export function OutboxItem({ entry, landing, nowMs }: OutboxItemProps) {
  const engine = useSyncEngine();
  const [busy, setBusy] = useState(false);
  const what = describeChange(entry);
  const act = (action: (seq: number) => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action(entry.seq);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`outbox-item outbox-item--${entry.state}`}>
      <p className="outbox-item__what">
        <strong>{what}</strong>{' '}
        <span>{describeLanding(landing ? (serverRow(landing) ?? landing) : undefined)}</span>
      </p>
      <p className="outbox-item__why">{describeState(entry, nowMs)}</p>
      {entry.state === 'conflict' ? (
        <table className="outbox-item__sides">
          <caption className="visually-hidden">Desk and server values</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">This desk</th>
              <th scope="col">Server now</th>
            </tr>
          </thead>
          <tbody>
            {conflictSides(entry).map((side) => (
              <tr key={side.field}>
                <th scope="row">{side.field}</th>
                <td>{side.desk}</td>
                <td>{side.server}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="outbox-item__actions">
        {entry.state === 'conflict' ? (
          <button type="button" className="button" disabled={busy} onClick={act(engine.applyAnyway)}>
            Apply anyway<span className="visually-hidden">: {what}</span>
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={act(engine.retry)}>
            Retry<span className="visually-hidden">: {what}</span>
          </button>
        )}
        <button type="button" className="button button--danger" disabled={busy} onClick={act(engine.discard)}>
          Discard<span className="visually-hidden">: {what}</span>
        </button>
      </div>
    </li>
  );
}
