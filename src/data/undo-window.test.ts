// This device's undo window: 5 s unless chosen otherwise, kept per device, followed live.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readUndoWindow, setUndoWindow, subscribeUndoWindow, undoWindowMs } from './undo-window';

const memory = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('undo window of this device', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is 5 s by default, and what the operator chose after', () => {
    const storage = memory();
    expect(readUndoWindow(storage)).toBe('5');
    expect(undoWindowMs(readUndoWindow(storage))).toBe(5_000);
    setUndoWindow('10', storage);
    expect(undoWindowMs(readUndoWindow(storage))).toBe(10_000);
    setUndoWindow('off', storage);
    expect(undoWindowMs(readUndoWindow(storage))).toBe(0);
    setUndoWindow('5', storage);
    expect(storage.length).toBe(0);
  });

  it('reads a value it does not know, or a storage that throws, as the default', () => {
    const storage = memory();
    storage.setItem('ppr-desk:undo-window', '30');
    expect(readUndoWindow(storage)).toBe('5');
    const broken = memory();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(readUndoWindow(broken)).toBe('5');
  });

  it('tells whoever follows it of a change', () => {
    const heard = vi.fn();
    const stop = subscribeUndoWindow(heard);
    setUndoWindow('10', memory());
    stop();
    setUndoWindow('off', memory());
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
