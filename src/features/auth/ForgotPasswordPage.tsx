// Forgot password at /forgot-password (docs/decisions/0023): the account's email, then one answer
// whatever the address, as the server gives it: a link is on its way if an account uses it.
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import { askForReset } from '@/data/session/password-reset';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { useOneAtATime } from '@/ui/use-one-at-a-time';
import './sign-in.css';

export function ForgotPasswordPage() {
  const services = useAppServices();
  const t = useT();
  const [email, setEmail] = useState('');
  const { busy, run } = useOneAtATime();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const outcome = await askForReset(services, email);
      setSent(outcome.ok);
      setError(outcome.ok ? null : outcome.message);
    });
  };

  return (
    <main className="page-card page-card--narrow sign-in">
      <p className="sign-in__product">{t('common.productName')}</p>
      <h1>{t('signIn.forgotPassword')}</h1>
      {sent ? (
        <p className="notice" role="status">
          {t('signIn.forgot.sent')}
        </p>
      ) : (
        <form className="sign-in__form" onSubmit={submit} aria-describedby={error ? errorId : undefined}>
          <p>{t('signIn.forgot.intro')}</p>
          <TextField
            label={t('signIn.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
          />
          <button type="submit" className="button button--primary" aria-disabled={busy} aria-busy={busy}>
            {t('signIn.forgot.submit')}
          </button>
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {say(t, error)}
            </p>
          ) : null}
        </form>
      )}
      <div className="sign-in__links">
        <Link to="/">{t('signIn.backToSignIn')}</Link>
      </div>
    </main>
  );
}
