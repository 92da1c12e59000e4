// The bar that follows a desk decision, arrival, departure or payment change for its undo window
// (issue 15): what was done, to which landing, Undo, and Send now. The change waits in the outbox
// meanwhile, so the bar comes back after a reload and the change is still sent if the tab closes.
import { useState } from 'react';
import { serverRow } from '@/data/landings/mirror';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { useUndoableChange } from '@/data/react/use-undoable-change';
import { UNDO_TOO_LATE, UNDONE } from '@/domain/desk-messages';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';
import { describeDone, describeLanding } from './describe-change';

export function UndoBar() {
  const engine = useSyncEngine();
  const t = useT();
  const change = useUndoableChange();
  const [busy, setBusy] = useState(false);
  if (!change) return null;
  const { entry, landing, until } = change;
  const seconds = Math.max(1, Math.ceil((until - engine.services.clock.now().getTime()) / 1000));
  const undo = async () => {
    setBusy(true);
    try {
      toast.info(say(t, (await engine.undo(entry.seq)) ? UNDONE : UNDO_TOO_LATE));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="undo-bar" aria-label="Undo">
      <p className="undo-bar__what" aria-live="polite">
        <strong>{describeDone(entry)}</strong>{' '}
        <span>{describeLanding(landing ? (serverRow(landing) ?? landing) : undefined)}</span>
      </p>
      <span className="undo-bar__when">Sent in {seconds} s</span>
      <div className="undo-bar__actions">
        <button type="button" className="button undo-bar__undo" disabled={busy} onClick={undo}>
          Undo
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void engine.sendNow(entry.seq)}
        >
          Send now
        </button>
      </div>
    </section>
  );
}
