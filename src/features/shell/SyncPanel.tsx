// The panel behind the header's sync status: every change of this account still on its way,
// grouped as needing attention (conflicts, refusals) or waiting, each with its actions.
import { Link } from '@tanstack/react-router';
import { useLandingsById } from '@/data/landings/use-landings-by-id';
import { useCorsRefused, useServerDescription } from '@/data/react/app-services-context';
import { corsWords } from '@/data/react/error-words';
import type { MirrorLanding, OutboxEntry } from '@/data/react/records';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import type { OutboxView } from '@/data/react/sync-hooks';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { Modal } from '@/ui/Modal';
import { RichMessage } from '@/ui/RichMessage';
import { useFocusKeptInList } from '@/ui/use-focus-kept-in-list';
import { OutboxItem } from './OutboxItem';

export interface SyncPanelProps {
  open: boolean;
  onClose: () => void;
  view: OutboxView;
}

export function SyncPanel({ open, onClose, view }: SyncPanelProps) {
  const t = useT();
  const engine = useSyncEngine();
  const landings = useLandingsById(view.mine.map((entry) => entry.landingId));
  const stuck = view.mine.filter((entry) => entry.state !== 'waiting');
  const waiting = view.mine.filter((entry) => entry.state === 'waiting');
  const now = engine.services.clock.now().getTime();
  const server = useServerDescription();
  const corsRefused = useCorsRefused();

  return (
    <Modal open={open} title={t('shell.panel.title')} onClose={onClose} className="sync-panel">
      <p className="sync-panel__server">{say(t, server)}</p>
      {corsRefused ? (
        <p className="notice notice--warning">
          {say(t, corsWords(typeof location === 'undefined' ? null : location.origin))}
        </p>
      ) : null}
      {view.signInAgain && view.mine.length > 0 ? (
        <p className="notice notice--warning">
          <RichMessage id="shell.panel.signInAgain" elements={{ 0: <Link to="/" /> }} />
        </p>
      ) : null}
      {view.othersCount > 0 ? (
        <p className="notice">{t('shell.panel.others', { count: view.othersCount })}</p>
      ) : null}
      {view.mine.length === 0 ? <p>{t('shell.panel.allSynced')}</p> : null}
      <OutboxGroup
        id="sync-panel-stuck"
        title={t('shell.panel.needsAttention')}
        entries={stuck}
        landings={landings}
        nowMs={now}
      />
      <OutboxGroup
        id="sync-panel-waiting"
        title={t('shell.panel.waiting')}
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
  // A change discarded or sent with the focus on it: the next one takes it, or the group's heading.
  const keepFocus = useFocusKeptInList();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} tabIndex={-1}>
        {title}
      </h3>
      <ul className="outbox-list" ref={keepFocus}>
        {entries.map((entry) => (
          <OutboxItem key={entry.seq} entry={entry} landing={landings?.get(entry.landingId)} nowMs={nowMs} />
        ))}
      </ul>
    </section>
  );
}
