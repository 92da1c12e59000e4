// "A new version is available" with a Reload button, shown when a new service worker waits.
import { useServiceWorkerUpdate } from './use-service-worker-update';
import './update-prompt.css';

export function UpdatePrompt() {
  const { updateReady, reload, dismiss } = useServiceWorkerUpdate();
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>A new version is available</span>
      <button type="button" className="button" onClick={reload}>
        Reload
      </button>
      <button type="button" className="button button--ghost" onClick={dismiss}>
        Later
      </button>
    </div>
  );
}
