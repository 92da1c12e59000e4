// The undo window this device uses, live across its tabs (src/data/undo-window.ts owns it).
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_UNDO_WINDOW,
  readUndoWindow,
  subscribeUndoWindow,
  type UndoWindowChoice,
} from '../undo-window';

export function useUndoWindow(): UndoWindowChoice {
  return useSyncExternalStore(
    subscribeUndoWindow,
    () => readUndoWindow(),
    () => DEFAULT_UNDO_WINDOW,
  );
}
