// A component kept in a chunk of its own (a dialog's form), asked for as soon as the screen that can
// open it draws: the screen stays within its budget (docs/decisions/0028), and the chunk is at hand
// when the link drops before the service worker controls the page.
import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';

export interface ChunkOnScreen<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Asks for the chunk once the calling component is on screen. */
  useAskOnScreen: () => void;
}

export function chunkOnScreen<P>(load: () => Promise<ComponentType<P>>): ChunkOnScreen<P> {
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    useAskOnScreen: () =>
      useEffect(() => {
        void load();
      }, []),
  };
}
