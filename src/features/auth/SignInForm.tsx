// The sign-in form: Email (required) and Password with visible labels, the Sign in button, and
// the Forgot password and Register links. What was typed stays after a failure.
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';

export interface SignInFormProps {
  onSubmit: (email: string, password: string) => Promise<void>;
  error: string | null;
}

export function SignInForm({ onSubmit, error }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const t = useT();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(email, password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sign-in__form" onSubmit={submit} aria-describedby={error ? errorId : undefined}>
      <TextField
        label={t('signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('signIn.submit')}
      </button>
      <div className="sign-in__links">
        <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
        <Link to="/welcome">{t('signIn.register')}</Link>
      </div>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
