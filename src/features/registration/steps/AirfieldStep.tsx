// Step 3: the airfield's details; every entry is required. Lengths are the server's.
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function AirfieldStep({ draft, onChange }: StepProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('settings.field.name1')}
        value={draft.name1}
        onChange={(name1) => onChange({ name1 })}
        autoComplete="organization"
        maxLength={120}
        required
      />
      <TextField
        label={t('settings.field.name2')}
        value={draft.icao}
        onChange={(icao) => onChange({ icao })}
        maxLength={10}
        hint={t('registration.airfield.icaoHint')}
        required
      />
      <TextField
        label={t('settings.field.address')}
        value={draft.address}
        onChange={(address) => onChange({ address })}
        autoComplete="street-address"
        maxLength={300}
        required
      />
      <TextField
        label={t('settings.field.nif')}
        value={draft.nif}
        onChange={(nif) => onChange({ nif })}
        maxLength={30}
        required
      />
      <TextField
        label={t('settings.field.contactName')}
        value={draft.contact_name}
        onChange={(contact_name) => onChange({ contact_name })}
        autoComplete="name"
        maxLength={120}
        required
      />
      <TextField
        label={t('settings.field.phone')}
        type="tel"
        inputMode="tel"
        value={draft.phone}
        onChange={(phone) => onChange({ phone })}
        autoComplete="tel"
        maxLength={40}
        required
      />
    </>
  );
}
