// What stands in a lazy component's place when its chunk did not arrive: why, and a retry that runs
// by itself when the link comes back or every few seconds (docs/decisions/0047).
import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/react';
import './chunk-missing.css';

/** The interval between retries while the browser believes it is online but the chunk does not come. */
const RETRY_EVERY_MS = 15_000;

/** A chunk's import failed (the link dropped); any other error is not this boundary's to show. */
export class ChunkMissingError extends Error {
  constructor(cause: unknown) {
    super('A chunk of the desk did not load', { cause });
    this.name = 'ChunkMissingError';
  }
}

interface BoundaryProps {
  missing: ReactNode;
  children: ReactNode;
}

/** Shows `missing` in place of children whose chunk failed; re-throws any other error upward. */
export class ChunkMissingBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkMissingError) return this.props.missing;
    throw error;
  }
}

/** Runs `retry` when the browser says the link is back, and every RETRY_EVERY_MS meanwhile. */
function useRetryWhileMissing(retry: () => Promise<unknown>): () => Promise<unknown> {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    const quietly = () => void latest.current().catch(() => undefined);
    window.addEventListener('online', quietly);
    const timer = window.setInterval(quietly, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', quietly);
      window.clearInterval(timer);
    };
  }, []);
  return () => latest.current();
}

/** The missing part's place: why, and TRY AGAIN. */
export function ChunkMissing({ retry }: { retry: () => Promise<unknown> }) {
  const t = useT();
  const [trying, setTrying] = useState(false);
  const retryNow = useRetryWhileMissing(retry);

  const tryAgain = () => {
    if (trying) return;
    setTrying(true);
    retryNow().catch(() => setTrying(false));
  };

  return (
    <div className="notice notice--warning chunk-missing" role="alert">
      <p>{t('shell.chunkMissing')}</p>
      <button type="button" className="button" onClick={tryAgain} aria-disabled={trying}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

/** A missing part with no place of its own on the page (the toasts' container): it only retries. */
export function ChunkMissingQuietly({ retry }: { retry: () => Promise<unknown> }) {
  useRetryWhileMissing(retry);
  return null;
}
