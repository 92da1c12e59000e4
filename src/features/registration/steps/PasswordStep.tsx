// Step 2: the password and its confirmation, with the password rule shown (SPEC §5).
import { PASSWORD_HINT } from '@/domain/password';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function PasswordStep({ draft, onChange }: StepProps) {
  const mismatch = draft.confirmation !== '' && draft.confirmation !== draft.password;
  return (
    <>
      <TextField
        label="Password"
        type="password"
        value={draft.password}
        onChange={(password) => onChange({ password })}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required
      />
      <TextField
        label="Confirm password"
        type="password"
        value={draft.confirmation}
        onChange={(confirmation) => onChange({ confirmation })}
        autoComplete="new-password"
        required
      />
      <p className="field__hint field__hint--problem" aria-live="polite">
        {mismatch ? 'The passwords do not match.' : ''}
      </p>
      <p className="field__hint">Passwords are never stored on this device.</p>
    </>
  );
}
