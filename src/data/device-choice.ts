// A choice of this device kept under one localStorage key (the undo window, the language, the sound
// for new requests): read from storage, written back (nothing stored for the default), and followed
// live by every component on this tab and, through the storage event, on the device's other tabs.
import { createValueStore } from '@/lib/value-store';
import { choiceOf, storedChoice } from './stored-choice';

export interface DeviceChoice<T extends string> {
  /** The stored choice, or the default for nothing stored, a value it does not know, or no storage. */
  read(storage?: Storage): T;
  /** Stores the choice (removes the key for the default) and tells subscribers. */
  write(choice: T, storage?: Storage): void;
  subscribe(listener: () => void): () => void;
}

export function deviceChoice<T extends string>(
  key: string,
  choices: readonly T[],
  fallback: T,
): DeviceChoice<T> {
  const storageOf = (storage?: Storage) => storage ?? globalThis.localStorage;
  // The last choice written or heard of: subscribers hear when it changes.
  const last = createValueStore<T | null>(null);
  let followingTabs = false;

  return {
    read: (storage) => storedChoice(storage, key, choices, fallback),
    write(choice, storage) {
      try {
        if (choice === fallback) storageOf(storage)?.removeItem(key);
        else storageOf(storage)?.setItem(key, choice);
      } catch {
        // Private mode without storage: nothing is kept, the caller still acts on the choice.
      } finally {
        last.set(choice);
      }
    },
    subscribe(listener) {
      if (!followingTabs) {
        followingTabs = true;
        globalThis.addEventListener?.('storage', (event: StorageEvent) => {
          if (event.key === key) last.set(choiceOf(event.newValue, choices, fallback));
        });
      }
      return last.subscribe(listener);
    },
  };
}
