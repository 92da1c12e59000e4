// This device's undo window: how long a desk change waits in the outbox before it is sent (off,
// 5 or 10 s; 5 unless the operator chose otherwise). Owns one localStorage key, read at each change.
import { deviceChoice } from './device-choice';

export const UNDO_WINDOW_CHOICES = ['off', '5', '10'] as const;
export type UndoWindowChoice = (typeof UNDO_WINDOW_CHOICES)[number];

/** Short enough that another desk sees a decision soon after it was made (docs/decisions/0026). */
export const DEFAULT_UNDO_WINDOW: UndoWindowChoice = '5';

const choice = deviceChoice<UndoWindowChoice>(
  'ppr-desk:undo-window',
  UNDO_WINDOW_CHOICES,
  DEFAULT_UNDO_WINDOW,
);

export const readUndoWindow = (storage?: Storage): UndoWindowChoice => choice.read(storage);

export const undoWindowMs = (window: UndoWindowChoice): number =>
  window === 'off' ? 0 : Number(window) * 1_000;

export const setUndoWindow = (window: UndoWindowChoice, storage?: Storage): void =>
  choice.write(window, storage);

/** Follows the choice on this tab and on the device's other tabs. */
export const subscribeUndoWindow = (listener: () => void): (() => void) => choice.subscribe(listener);
