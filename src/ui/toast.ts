// The toast function every feature uses, and when react-toastify loads: on the first toast, or once
// the desk is idle after its first render, so no screen waits for it (docs/decisions/0038). Its
// unstyled build, as in Toasts.tsx: the default build injects a <style> element at run time, which
// the server's strict Content-Security-Policy refuses, and two builds would not share a store.
import type { ToastOptions } from 'react-toastify/unstyled';
import { createValueStore } from '@/lib/value-store';

type Library = typeof import('./Toasts');
type Kind = 'success' | 'error' | 'info' | 'warning';

/** Saves' toasts close after 2000 ms, the others after Toasts.tsx's 5000 (docs/product.md#toasts). */
export const TOAST_SAVE_MS = 2000;

/** Whether the toast container is wanted yet: the root renders it from then on. */
export const toastsWanted = createValueStore(false);
let library: Promise<Library> | null = null;
/** Toasts shown while the library could not load (offline before the service worker kept it). */
const waiting: ((loaded: Library) => void)[] = [];

/**
 * Loads react-toastify with the container once; a toast shown before the container is there waits
 * in react-toastify's queue, one shown while it could not load waits here for the next load (the
 * next toast's, or the root's retry when the link is back: docs/decisions/0047).
 */
export function loadToasts(): Promise<Library> {
  toastsWanted.set(true);
  library ??= import('./Toasts').then(
    (loaded) => {
      for (const showWaiting of waiting.splice(0)) showWaiting(loaded);
      return loaded;
    },
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

const show =
  (kind: Kind) =>
  (content: string, options?: ToastOptions): void => {
    const showIn = ({ toast }: Library) => void toast[kind](content, options);
    loadToasts().then(showIn, () => waiting.push(showIn));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
