// The header's sync summary: online or offline, how many changes wait, when the desk last synced,
// and the button that opens the panel listing the changes.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAppServices, useCorsRefused, useOnline } from '@/data/react/app-services-context';
import { useLastSyncedAt, useOutboxView } from '@/data/react/sync-hooks';
import { syncedLabel } from '@/domain/desk/synced-label';
import { say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { RichMessage } from '@/ui/RichMessage';
import { SyncPanel } from './SyncPanel';

/** Re-render every 30 s so "N min ago" moves on while nothing else happens. */
function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [ms]);
}

export function SyncStatus() {
  const t = useT();
  const tag = useIntlTag();
  const { clock } = useAppServices();
  const online = useOnline();
  const corsRefused = useCorsRefused();
  const view = useOutboxView();
  const syncedAt = useLastSyncedAt();
  const [panelOpen, setPanelOpen] = useState(false);
  useTick(30_000);

  const count = view.mine.length;
  const stuck = view.mine.filter((entry) => entry.state !== 'waiting').length;
  // Until the outbox is read, nothing is known: "All changes synced" then would be a claim. A change
  // that needs attention is counted there, not as waiting too.
  const waitingText = !view.loaded
    ? t('shell.sync.checking')
    : count === 0
      ? t('shell.sync.allSynced')
      : count > stuck
        ? t('shell.sync.waiting', { count: count - stuck })
        : null;

  // Online, synced once and nothing waiting: on a phone, when it last synced gives way (app-frame.css).
  const settled = online && view.loaded && count === 0 && syncedAt !== null && !corsRefused;

  return (
    <section
      className={`sync-status${settled ? ' sync-status--settled' : ''}`}
      aria-label={t('shell.sync.label')}
    >
      <span
        className={`sync-status__dot sync-status__dot--${online ? 'online' : 'offline'}`}
        aria-hidden="true"
      />
      <span className="sync-status__online" role="status">
        {t(online ? 'shell.sync.online' : 'shell.sync.offline')}
      </span>
      {corsRefused ? (
        <span className="sync-status__alert" role="alert">
          {t('shell.sync.corsRefused')}
        </span>
      ) : null}
      {waitingText ? <span className="sync-status__waiting">{waitingText}</span> : null}
      {stuck > 0 ? (
        <span className="sync-status__alert">{t('shell.sync.attention', { count: stuck })}</span>
      ) : null}
      <span className="sync-status__synced">{say(t, syncedLabel(syncedAt, clock, tag))}</span>
      {view.signInAgain ? (
        <span className="sync-status__alert" role="alert">
          <RichMessage id="shell.sync.signInAgain" values={{ count }} elements={{ 0: <Link to="/" /> }} />
        </span>
      ) : null}
      {view.othersCount > 0 ? (
        <span className="sync-status__others">{t('shell.sync.others', { count: view.othersCount })}</span>
      ) : null}
      <button type="button" className="button button--small" onClick={() => setPanelOpen(true)}>
        {t('shell.sync.changes')}
      </button>
      <SyncPanel open={panelOpen} onClose={() => setPanelOpen(false)} view={view} />
    </section>
  );
}
