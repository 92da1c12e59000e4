// Under the Settings menu: what this device does for the tower, apart from the club's settings:
// the language it speaks, how long a desk change can be undone, and the sound for new requests.
import { setRequestSound, useRequestSound } from '@/data/react/use-sound-preference';
import { useT } from '@/i18n/react';
import { Toggle } from '@/ui/Toggle';
import { LanguageSelect } from './LanguageSelect';
import { UndoWindowSelect } from './UndoWindowSelect';

export function DeviceSettings() {
  const sound = useRequestSound();
  const t = useT();
  return (
    <section className="device-settings" aria-labelledby="device-settings-title">
      <h2 id="device-settings-title">{t('settings.device.title')}</h2>
      <LanguageSelect />
      <UndoWindowSelect />
      <Toggle
        label={t('settings.device.sound')}
        checked={sound}
        onChange={setRequestSound}
        describedBy="device-settings-sound-hint"
      />
      <p id="device-settings-sound-hint" className="field__hint">
        {t('settings.device.soundHint')}
      </p>
    </section>
  );
}
