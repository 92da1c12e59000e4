// A new password and its confirmation (registration step 2, Change password): the password rule as
// the first one's hint, and the mismatch said as soon as the confirmation differs.
import { PASSWORD_HINT } from '@/domain/accounts/password';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { TextField } from './TextField';

export interface NewPasswordFieldsProps {
  /** The two visible labels, in words, as each screen names them. */
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPassword: (password: string) => void;
  onConfirmation: (confirmation: string) => void;
  required?: boolean;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { labels, password, confirmation, required } = props;
  const t = useT();
  const mismatch = confirmation !== '' && confirmation !== password;
  const common = { type: 'password', autoComplete: 'new-password', required } as const;
  return (
    <>
      <TextField
        {...common}
        label={labels.password}
        value={password}
        onChange={props.onPassword}
        hint={say(t, PASSWORD_HINT)}
      />
      <TextField
        {...common}
        label={labels.confirmation}
        value={confirmation}
        onChange={props.onConfirmation}
      />
      <p className="field__hint field__hint--problem" aria-live="polite">
        {mismatch ? t('settings.password.mismatch') : ''}
      </p>
    </>
  );
}
