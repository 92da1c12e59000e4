// A component kept in a chunk of its own (a dialog's form, a settings section), shown in its place
// with its own loading and missing states; owns that chunk's one load and loading it again.
// `useAskOnScreen` asks for it as soon as the screen that can open it draws: the screen stays within
// its budget (docs/decisions/0028), and the chunk is at hand when the link drops before the service
// worker controls the page. When it still did not arrive, its place says so and it loads again when
// the link is back (docs/decisions/0047).
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useT } from '@/i18n/react';
import { ChunkMissing, ChunkMissingBoundary, ChunkMissingError, ChunkMissingQuietly } from './ChunkMissing';

export interface ChunkOnScreen<P> {
  /** The component in its place: `loading` while it arrives, or why it did not. */
  Component: ComponentType<P>;
  /** Asks for the chunk once the calling component is on screen. */
  useAskOnScreen: () => void;
  /** Asks for the chunk now; settles when it arrived or did not (the router waits on it, ADR 0049). */
  preload: () => Promise<void>;
}

export interface ChunkOnScreenOptions {
  /** What shows while the chunk arrives: "Loading..." unless given; null shows nothing (a row's actions). */
  loading?: ReactNode;
  /** Shows nothing either while the chunk is missing, only loads it again (the toasts' container). */
  silentWhenMissing?: boolean;
}

export function chunkOnScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loading, silentWhenMissing = false }: ChunkOnScreenOptions = {},
): ChunkOnScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let asking: Promise<ComponentType<P>> | null = null;
  let waitingForLink = false;

  // Browsers no longer keep a failed import (whatwg/html#10327): asking again fetches again.
  const ask = (): Promise<ComponentType<P>> => {
    asking ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        asking = null;
        if (!waitingForLink) {
          waitingForLink = true;
          window.addEventListener('online', askAgainQuietly, { once: true });
        }
        throw new ChunkMissingError(error);
      },
    );
    return asking;
  };
  const askAgainQuietly = () => {
    waitingForLink = false;
    ask().catch(() => undefined);
  };
  // React's lazy keeps a failed load for good, so a part mounted after a later load succeeded is
  // drawn from `loaded`. Each mount keeps the one it started with: switching a mounted part from one
  // to the other would remount it and lose what was typed in it.
  const Lazy = lazy(() => ask().then((component) => ({ default: component })));
  function Part(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }

  function Component(props: P) {
    const t = useT();
    const [attempt, setAttempt] = useState(0);
    const retry = () => ask().then(() => setAttempt((n) => n + 1));
    const Missing = silentWhenMissing ? ChunkMissingQuietly : ChunkMissing;
    return (
      <ChunkMissingBoundary key={attempt} missing={<Missing retry={retry} />}>
        <Suspense fallback={loading === undefined ? <p role="status">{t('common.loading')}</p> : loading}>
          <Part {...props} />
        </Suspense>
      </ChunkMissingBoundary>
    );
  }

  return {
    Component,
    preload: () =>
      ask().then(
        () => undefined,
        () => undefined,
      ),
    useAskOnScreen: () =>
      useEffect(() => {
        if (!loaded) ask().catch(() => undefined);
      }, []),
  };
}
