// Under the Settings menu: what this device does for the tower (issue 15), apart from the club's
// settings. For now the sound for new requests, off unless turned on here.
import { setRequestSound, useRequestSound } from '@/data/react/use-sound-preference';
import { Toggle } from '@/ui/Toggle';

export function DeviceSettings() {
  const sound = useRequestSound();
  return (
    <section className="device-settings" aria-labelledby="device-settings-title">
      <h2 id="device-settings-title">This device</h2>
      <Toggle
        label="Sound for new requests"
        checked={sound}
        onChange={setRequestSound}
        describedBy="device-settings-sound-hint"
      />
      <p id="device-settings-sound-hint" className="settings-note">
        A short beep when a new landing request arrives, on this device only.
      </p>
    </section>
  );
}
