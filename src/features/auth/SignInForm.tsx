// The sign-in form: Email (required) and Password with visible labels, the Sign in button, and
// the Forgot password and Register links. What was typed stays after a failure.
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FirstPaintTyped } from '@/data/first-paint';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';

export interface SignInFormProps {
  onSubmit: (email: string, password: string) => Promise<void>;
  error: string | null;
  /** What was typed in the form index.html painted before the app ran, and where (docs/decisions/0037). */
  typed?: FirstPaintTyped | null;
  /**
   * This is that painted form: Sign in waits for the app, since a form sent by the browser itself
   * would put the password in the address.
   */
  painted?: boolean;
}

export function SignInForm({ onSubmit, error, typed = null, painted = false }: SignInFormProps) {
  const [email, setEmail] = useState(typed?.email ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const t = useT();

  // The painted form had the focus: typing goes on in this one, from its first paint.
  useLayoutEffect(() => {
    const field = typed?.focused ? form.current?.elements.namedItem(typed.focused) : null;
    if (field instanceof HTMLInputElement) field.focus();
  }, [typed]);

  // The form is on every route's first load: a guard of its own, not useOneAtATime's chunk.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(email, password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className="sign-in__form"
      onSubmit={submit}
      aria-describedby={error ? errorId : undefined}
    >
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
      {/* Busy, it stays focusable (aria-disabled): a disabled button drops the focus to the page. */}
      <button
        type="submit"
        className="button button--primary"
        disabled={painted}
        aria-disabled={busy}
        aria-busy={busy}
      >
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
