// This device's undo window: how long a desk change waits in the outbox before it is sent (off,
// 5 or 10 s; 5 unless the operator chose otherwise). Owns one localStorage key, read at each change.
export const UNDO_WINDOW_CHOICES = ['off', '5', '10'] as const;
export type UndoWindowChoice = (typeof UNDO_WINDOW_CHOICES)[number];

const KEY = 'ppr-desk:undo-window';
/** Short enough that another desk sees a decision soon after it was made (docs/decisions/0026). */
export const DEFAULT_UNDO_WINDOW: UndoWindowChoice = '5';
const listeners = new Set<() => void>();

const isChoice = (value: unknown): value is UndoWindowChoice =>
  UNDO_WINDOW_CHOICES.some((choice) => choice === value);

export function readUndoWindow(storage: Storage | undefined = globalThis.localStorage): UndoWindowChoice {
  try {
    const stored = storage?.getItem(KEY);
    return isChoice(stored) ? stored : DEFAULT_UNDO_WINDOW;
  } catch {
    return DEFAULT_UNDO_WINDOW;
  }
}

export const undoWindowMs = (choice: UndoWindowChoice): number =>
  choice === 'off' ? 0 : Number(choice) * 1_000;

export function setUndoWindow(choice: UndoWindowChoice, storage = globalThis.localStorage): void {
  try {
    if (choice === DEFAULT_UNDO_WINDOW) storage?.removeItem(KEY);
    else storage?.setItem(KEY, choice);
  } finally {
    for (const listener of listeners) listener();
  }
}

/** Follows the choice on this tab and on the device's other tabs. */
export function subscribeUndoWindow(listener: () => void): () => void {
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
