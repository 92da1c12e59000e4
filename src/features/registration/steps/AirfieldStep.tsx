// Step 3: the airfield's details; every entry is required (SPEC §5). Lengths are the server's.
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function AirfieldStep({ draft, onChange }: StepProps) {
  return (
    <>
      <TextField
        label="Airfield name"
        value={draft.name1}
        onChange={(name1) => onChange({ name1 })}
        autoComplete="organization"
        maxLength={120}
        required
      />
      <TextField
        label="ICAO code"
        value={draft.icao}
        onChange={(icao) => onChange({ icao })}
        maxLength={10}
        hint="For example LPEV."
        required
      />
      <TextField
        label="Fiscal address"
        value={draft.address}
        onChange={(address) => onChange({ address })}
        autoComplete="street-address"
        maxLength={300}
        required
      />
      <TextField
        label="Tax number"
        value={draft.nif}
        onChange={(nif) => onChange({ nif })}
        maxLength={30}
        required
      />
      <TextField
        label="Contact person"
        value={draft.contact_name}
        onChange={(contact_name) => onChange({ contact_name })}
        autoComplete="name"
        maxLength={120}
        required
      />
      <TextField
        label="Phone number"
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
