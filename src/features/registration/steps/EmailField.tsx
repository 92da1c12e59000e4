// An email field of the wizard that, once left, says why an address it holds cannot go on: a greyed
// Continue (or Confirm) is then never without its reason. Not while the address is being typed.
import { useState } from 'react';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';

export interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether the step can go on with this address (blank is said by `required` alone). */
  accepts: (email: string) => boolean;
  hint?: string;
  required?: boolean;
}

export function EmailField({ accepts, value, ...field }: EmailFieldProps) {
  const t = useT();
  const [left, setLeft] = useState(false);
  const wrong = left && value.trim() !== '' && !accepts(value);
  return (
    <TextField
      {...field}
      value={value}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={200}
      onBlur={() => setLeft(true)}
      error={wrong ? t('registration.account.emailProblem') : undefined}
    />
  );
}
