// "A new version is available" with a Reload button, shown when a new service worker waits.
import { useT } from '@/i18n/react';
import { useServiceWorkerUpdate } from './use-service-worker-update';
import './update-prompt.css';

export function UpdatePrompt() {
  const t = useT();
  const { updateReady, reload, dismiss } = useServiceWorkerUpdate();
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>{t('shell.update.available')}</span>
      <button type="button" className="button" onClick={reload}>
        {t('shell.update.reload')}
      </button>
      <button type="button" className="button button--ghost" onClick={dismiss}>
        {t('shell.update.later')}
      </button>
    </div>
  );
}
