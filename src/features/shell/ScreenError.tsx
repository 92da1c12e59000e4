// What the desk shows when a screen throws while rendering (React logs the error itself): that the
// operator's unsent changes are safe on the device (the outbox is in IndexedDB) and a reload.
import { useRouter } from '@tanstack/react-router';
import type { MessageId } from '@/i18n/messages';

export function ScreenError() {
  // The router's own i18n, not the React context: an error in the root route lands here outside
  // its providers.
  const { i18n } = useRouter().options.context;
  const t = (id: MessageId) => i18n._(id);
  return (
    <main className="page-card page-card--narrow" role="alert">
      <h1>{t('shell.crash.title')}</h1>
      <p>{t('shell.crash.text')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('shell.update.reload')}
      </button>
    </main>
  );
}
