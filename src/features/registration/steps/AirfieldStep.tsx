// Step 3: the airfield's details; every entry is required. Lengths are the server's; a typed ICAO
// code, tax number or phone the clubs schema refuses is said under its field, as in Settings. A whole
// ICAO code is looked up in the aerodrome data, which fills the runway step and, while blank, the name.

import { type AerodromeLookup, useAerodromeLookup } from '@/data/aerodromes/use-aerodrome-lookup';
import { clubFieldsOf } from '@/domain/aerodromes/aerodrome';
import { clubTextProblem } from '@/domain/club/club-settings';
import { isBlank } from '@/domain/desk/inputs';
import { type MessageId, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

const FILL_WORDS: Record<Exclude<AerodromeLookup['kind'], 'idle'>, MessageId> = {
  looking: 'registration.airfield.lookup.looking',
  found: 'registration.airfield.lookup.found',
  unknown: 'registration.airfield.lookup.unknown',
  failed: 'registration.airfield.lookup.failed',
};

export function AirfieldStep({ draft, onChange }: StepProps) {
  const t = useT();
  const { lookup: fill, lookUp } = useAerodromeLookup();
  const problem = (field: 'icao' | 'nif' | 'phone') => {
    const wrong = isBlank(draft[field]) ? null : clubTextProblem(field, draft[field]);
    return wrong ? say(t, wrong) : undefined;
  };
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
        onChange={(icao) => {
          onChange({ icao });
          // Filled, never fixed: the owner may change any of it in the runway step.
          lookUp(icao, (found) =>
            onChange({ ...clubFieldsOf(found), ...(draft.name1.trim() ? {} : { name1: found.name }) }),
          );
        }}
        maxLength={10}
        hint={t('registration.airfield.icaoHint')}
        error={problem('icao')}
        required
      />
      <p className="field__hint registration__lookup" role="status">
        {fill.kind === 'idle'
          ? null
          : t(FILL_WORDS[fill.kind], { icao: fill.icao, name: fill.kind === 'found' ? fill.name : '' })}
      </p>
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
        error={problem('nif')}
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
        error={problem('phone')}
        autoComplete="tel"
        maxLength={40}
        required
      />
    </>
  );
}
