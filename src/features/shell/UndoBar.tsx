// The bar that follows a desk decision, arrival, departure or payment change for its undo window:
// what was done, to which landing, Undo, and Send now. The change waits in the outbox meanwhile;
// hiding or closing the page ends the window and sends it (docs/decisions/0026).

import { serverRow } from '@/data/landings/mirror';
import { useShownClock } from '@/data/landings/use-club-landings';
import { useOnline } from '@/data/react/app-services-context';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { type UndoableChange, useUndoableChange } from '@/data/react/use-undoable-change';
import { useIntlTag, useT } from '@/i18n/react';
import { toast } from '@/ui/toast';
import { useFocusHandedOn } from '@/ui/use-focus-handed-on';
import { itemControl } from '@/ui/use-focus-kept-in-list';
import { useOneAtATime } from '@/ui/use-one-at-a-time';
import { describeDone, describeLanding } from './describe-change';

const PAGE_HEADINGS = ':is(h1, h2, h3)[tabindex="-1"]';

export function UndoBar() {
  const change = useUndoableChange();
  return change ? <UndoBarShown change={change} /> : null;
}

function UndoBarShown({ change }: { change: UndoableChange }) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const engine = useSyncEngine();
  const online = useOnline();
  const { busy, run } = useOneAtATime();
  const { entry, landing, until } = change;
  // Once the bar goes (undone, sent, or its time out) with the focus in it, the landing's row takes
  // the focus wherever it now is, else the page's first heading (docs/decisions/0065).
  const bar = useFocusHandedOn(() => {
    const main = document.querySelector('main');
    return [itemControl(main, entry.landingId), main?.querySelector<HTMLElement>(PAGE_HEADINGS)];
  });
  const seconds = Math.max(1, Math.ceil((until - engine.services.clock.now().getTime()) / 1000));
  const undo = () =>
    run(async () => {
      toast.info(t((await engine.undo(entry.seq)) ? 'shell.undo.undone' : 'shell.undo.tooLate'));
    });
  return (
    <section ref={bar} className="undo-bar" aria-label={t('shell.undo.undo')}>
      <p className="undo-bar__what" aria-live="polite">
        <strong>{describeDone(t, entry, clock, tag)}</strong>{' '}
        <span>{describeLanding(t, tag, landing ? (serverRow(landing) ?? landing) : undefined, clock)}</span>
      </p>
      {/* Offline the window still ends, but nothing leaves until the link is back (the header says
          so): no time is promised. */}
      {online ? <span className="undo-bar__when">{t('shell.undo.sentIn', { seconds })}</span> : null}
      <div className="undo-bar__actions">
        <button type="button" className="button undo-bar__undo" aria-disabled={busy} onClick={undo}>
          {t('shell.undo.undo')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={busy}
          onClick={() => run(() => engine.sendNow(entry.seq))}
        >
          {t('shell.undo.sendNow')}
        </button>
      </div>
    </section>
  );
}
