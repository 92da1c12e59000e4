// One observable value: the plumbing of the desk's live state (the session, the server, connectivity,
// the live sync, this device's choices, the screen's clock). TanStack Store holds the value and tells
// subscribers; this gives it the subscribe shape React's useSyncExternalStore takes.
import { Store } from '@tanstack/store';

export interface ValueStore<T> {
  get(): T;
  /** Subscribers hear of it only when it differs from the value held (by `same`). */
  set(next: T): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T, same: (a: T, b: T) => boolean = Object.is): ValueStore<T> {
  // Wrapped in a box: the store would take a function value for a computed one, and `same` decides.
  const store = new Store<{ value: T }>({ value: initial });
  return {
    get: () => store.state.value,
    set(next) {
      if (!same(store.state.value, next)) store.setState(() => ({ value: next }));
    },
    subscribe(listener) {
      const subscription = store.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  };
}

/** Equal when every own property is (Object.is): for small records of flags and numbers. */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
