// Step 2: the password and its confirmation, with the password rule shown.
import { useT } from '@/i18n/react';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import type { StepProps } from './step-props';

export function PasswordStep({ draft, onChange }: StepProps) {
  const t = useT();
  return (
    <>
      <NewPasswordFields
        labels={{
          password: t('signIn.password'),
          confirmation: t('registration.password.confirm'),
        }}
        password={draft.password}
        confirmation={draft.confirmation}
        onPassword={(password) => onChange({ password })}
        onConfirmation={(confirmation) => onChange({ confirmation })}
        required
      />
      <p className="field__hint">{t('registration.password.notStored')}</p>
    </>
  );
}
