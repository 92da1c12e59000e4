// This device's choice of a sound for new requests (docs/product.md#aircraft-movements): off unless the
// operator turns it on in Settings. Owns one localStorage key, shared live by every component and tab that
// reads it.
import { useSyncExternalStore } from 'react';
import { deviceChoice } from '../device-choice';

const sound = deviceChoice('ppr-desk:request-sound', ['on', 'off'], 'off');

export function setRequestSound(on: boolean): void {
  sound.write(on ? 'on' : 'off');
}

export function useRequestSound(): boolean {
  return useSyncExternalStore(
    sound.subscribe,
    () => sound.read() === 'on',
    () => false,
  );
}
