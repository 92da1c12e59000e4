// This device's choice of a sound for new requests (docs/product.md#aircraft-movements): off unless the
// operator turns it on in Settings. Owns one localStorage key, shared live by every component and tab that
// reads it.
import { useSyncExternalStore } from 'react';

const KEY = 'ppr-desk:request-sound';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function setRequestSound(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(KEY, 'on');
    else globalThis.localStorage?.removeItem(KEY);
  } finally {
    for (const listener of listeners) listener();
  }
}

export function useRequestSound(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
