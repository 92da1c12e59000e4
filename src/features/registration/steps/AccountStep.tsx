// Step 1: the owner's username and email.
import { isAccountEmail } from '@/domain/accounts/registration';
import { USERNAME_MIN_LENGTH } from '@/domain/wire/user-schema';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { EmailField } from './EmailField';
import type { StepProps } from './step-props';

export function AccountStep({ draft, onChange }: StepProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('registration.account.username')}
        value={draft.username}
        onChange={(username) => onChange({ username })}
        autoComplete="username"
        maxLength={60}
        hint={t('registration.account.usernameHint', { min: USERNAME_MIN_LENGTH })}
        required
      />
      <EmailField
        label={t('signIn.email')}
        value={draft.email}
        onChange={(email) => onChange({ email })}
        accepts={isAccountEmail}
        required
      />
    </>
  );
}
