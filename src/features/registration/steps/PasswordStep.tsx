// Step 2: the password and its confirmation, with the password rule shown (SPEC §5).
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import type { StepProps } from './step-props';

const LABELS = { password: 'Password', confirmation: 'Confirm password' };

export function PasswordStep({ draft, onChange }: StepProps) {
  return (
    <>
      <NewPasswordFields
        labels={LABELS}
        password={draft.password}
        confirmation={draft.confirmation}
        onPassword={(password) => onChange({ password })}
        onConfirmation={(confirmation) => onChange({ confirmation })}
        required
      />
      <p className="field__hint">Passwords are never stored on this device.</p>
    </>
  );
}
