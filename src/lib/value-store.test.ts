import { describe, expect, it, vi } from 'vitest';
import { createValueStore, shallowEqual } from './value-store';

describe('createValueStore', () => {
  it('tells its subscribers of a change, once, and not after they left', () => {
    const store = createValueStore(1);
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    store.set(3);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(3);
  });

  it('keeps quiet when the value is the same', () => {
    const store = createValueStore({ online: true, cors: false }, shallowEqual);
    const heard = vi.fn();
    store.subscribe(heard);
    const held = store.get();
    store.set({ online: true, cors: false });
    expect(heard).not.toHaveBeenCalled();
    expect(store.get()).toBe(held);
    store.set({ online: false, cors: false });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('holds a function or null as a value', () => {
    const store = createValueStore<(() => number) | null>(null);
    const answer = () => 42;
    store.set(answer);
    expect(store.get()).toBe(answer);
  });
});
