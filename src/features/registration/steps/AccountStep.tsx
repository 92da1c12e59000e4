// Step 1: the owner's username and email. An address Continue cannot take is said once the field
// is left, so that a greyed Continue is never without its reason.
import { useState } from 'react';
import { isAccountEmail } from '@/domain/accounts/registration';
import { USERNAME_MIN_LENGTH } from '@/domain/wire/user-schema';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function AccountStep({ draft, onChange }: StepProps) {
  const t = useT();
  const [emailLeft, setEmailLeft] = useState(false);
  const emailWrong = emailLeft && draft.email.trim() !== '' && !isAccountEmail(draft.email);
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
      <TextField
        label={t('signIn.email')}
        type="email"
        inputMode="email"
        value={draft.email}
        onChange={(email) => onChange({ email })}
        onBlur={() => setEmailLeft(true)}
        error={emailWrong ? t('registration.account.emailProblem') : undefined}
        autoComplete="email"
        maxLength={200}
        required
      />
    </>
  );
}
