// The bar that follows a desk decision, arrival, departure or payment change for its undo window:
// what was done, to which landing, Undo, and Send now. The change waits in the outbox meanwhile;
// hiding or closing the page ends the window and sends it (docs/decisions/0026).

import { useState } from 'react';
import { serverRow } from '@/data/landings/mirror';
import { useShownClock } from '@/data/landings/use-club-landings';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { useUndoableChange } from '@/data/react/use-undoable-change';
import { useIntlTag, useT } from '@/i18n/react';
import { toast } from '@/ui/toast';
import { describeDone, describeLanding } from './describe-change';

export function UndoBar() {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const engine = useSyncEngine();
  const change = useUndoableChange();
  const [busy, setBusy] = useState(false);
  if (!change) return null;
  const { entry, landing, until } = change;
  const seconds = Math.max(1, Math.ceil((until - engine.services.clock.now().getTime()) / 1000));
  const undo = async () => {
    setBusy(true);
    try {
      toast.info(t((await engine.undo(entry.seq)) ? 'shell.undo.undone' : 'shell.undo.tooLate'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="undo-bar" aria-label={t('shell.undo.label')}>
      <p className="undo-bar__what" aria-live="polite">
        <strong>{describeDone(t, entry, tag)}</strong>{' '}
        <span>{describeLanding(t, tag, landing ? (serverRow(landing) ?? landing) : undefined, clock)}</span>
      </p>
      <span className="undo-bar__when">{t('shell.undo.sentIn', { seconds })}</span>
      <div className="undo-bar__actions">
        <button type="button" className="button undo-bar__undo" disabled={busy} onClick={undo}>
          {t('shell.undo.undo')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void engine.sendNow(entry.seq)}
        >
          {t('shell.undo.sendNow')}
        </button>
      </div>
    </section>
  );
}
