// One queued change in the sync panel: what it does, to which landing, why it has not gone
// through, and what the operator can do about it (only Discard when the landing was cancelled).

import { serverRow } from '@/data/landings/mirror';
import { useShownClock } from '@/data/landings/use-club-landings';
import type { MirrorLanding, OutboxEntry } from '@/data/react/records';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { canSendAgain } from '@/domain/desk/refusal-words';
import { useIntlTag, useT } from '@/i18n/react';
import { RichMessage } from '@/ui/RichMessage';
import { focusItem } from '@/ui/use-focus-kept-in-list';
import { useOneAtATime } from '@/ui/use-one-at-a-time';
import { conflictSides, describeChange, describeLanding, describeState } from './describe-change';

export interface OutboxItemProps {
  entry: OutboxEntry;
  landing: MirrorLanding | undefined;
  nowMs: number;
}

/** A button's visible word, and for assistive technology which change it acts on. */
const SAYS_WHICH = { 0: <span className="visually-hidden" /> };

export function OutboxItem({ entry, landing, nowMs }: OutboxItemProps) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const engine = useSyncEngine();
  const { busy, run } = useOneAtATime();
  const what = describeChange(t, tag, entry, clock);
  const act = (action: (seq: number) => Promise<void>) => () => void run(() => action(entry.seq));

  return (
    <li className={`outbox-item outbox-item--${entry.state}`} {...focusItem(entry.seq)}>
      <p className="outbox-item__what">
        <strong>{what}</strong>{' '}
        <span>{describeLanding(t, tag, landing ? (serverRow(landing) ?? landing) : undefined, clock)}</span>
      </p>
      <p className="outbox-item__why">{describeState(t, entry, nowMs)}</p>
      {entry.state === 'conflict' ? (
        <table className="outbox-item__sides">
          <caption className="visually-hidden">{t('shell.outbox.sides')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shell.outbox.field')}</th>
              <th scope="col">{t('shell.outbox.thisDesk')}</th>
              <th scope="col">{t('shell.outbox.serverNow')}</th>
            </tr>
          </thead>
          <tbody>
            {conflictSides(t, tag, entry, clock).map((side) => (
              <tr key={side.field}>
                <th scope="row">{side.field}</th>
                <td>{side.desk}</td>
                <td>{side.server}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {/* aria-disabled while busy, not disabled: the focus stays, and goes on to the next change once
          this one leaves the list. */}
      <div className="outbox-item__actions">
        {!canSendAgain(entry) ? null : entry.state === 'conflict' ? (
          <button type="button" className="button" aria-disabled={busy} onClick={act(engine.applyAnyway)}>
            <RichMessage id="shell.outbox.applyAnyway" values={{ change: what }} elements={SAYS_WHICH} />
          </button>
        ) : (
          <button type="button" className="button" aria-disabled={busy} onClick={act(engine.retry)}>
            <RichMessage id="shell.outbox.retry" values={{ change: what }} elements={SAYS_WHICH} />
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          aria-disabled={busy}
          onClick={act(engine.discard)}
        >
          <RichMessage id="shell.outbox.discard" values={{ change: what }} elements={SAYS_WHICH} />
        </button>
      </div>
    </li>
  );
}
