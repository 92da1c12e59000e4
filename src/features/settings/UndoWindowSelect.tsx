// How long this device holds a desk change for Undo before sending it: off, 5 or 10 seconds.
import { useUndoWindow } from '@/data/react/use-undo-window';
import { setUndoWindow, type UndoWindowChoice } from '@/data/undo-window';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';

export function UndoWindowSelect() {
  const t = useT();
  const choice = useUndoWindow();
  return (
    <LabelledField label={t('settings.device.undoWindow')} hint={t('settings.device.undoWindowHint')}>
      {(control) => (
        <select
          {...control}
          name="undoWindow"
          value={choice}
          onChange={(event) => setUndoWindow(event.target.value as UndoWindowChoice)}
        >
          <option value="off">{t('settings.device.undoWindowOff')}</option>
          <option value="5">{t('settings.device.undoWindowSeconds', { seconds: 5 })}</option>
          <option value="10">{t('settings.device.undoWindowSeconds', { seconds: 10 })}</option>
        </select>
      )}
    </LabelledField>
  );
}
