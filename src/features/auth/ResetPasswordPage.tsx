// Choose a new password at /reset-password/<code>, the link of the reset mail (docs/decisions/0023):
// the new password and its confirmation with the password rule; on success the account is signed in
// on this device and the desk opens on Aircraft movements. A spent or expired link says so, as the
// page opens where the server can tell, and offers to ask for a new one.
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import { chooseNewPassword, resetCodeState } from '@/data/session/password-reset';
import { isStrongPassword } from '@/domain/accounts/password';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { useOneAtATime } from '@/ui/use-one-at-a-time';
import './sign-in.css';

export function ResetPasswordPage({ code }: { code: string }) {
  const services = useAppServices();
  const navigate = useNavigate();
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, run } = useOneAtATime();
  const [error, setError] = useState<{ message: Message; codeRefused: boolean } | null>(null);
  const errorId = useId();
  const ready = isStrongPassword(password) && password === confirmation;
  // A link already used or expired says so as the page opens, rather than after a new password was
  // typed; the form then has nothing to do.
  const [spent, setSpent] = useState(false);
  useEffect(() => {
    let gone = false;
    void resetCodeState(services, code).then((state) => {
      if (!gone && state === 'refused') setSpent(true);
    });
    return () => {
      gone = true;
    };
  }, [services, code]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    void run(async () => {
      const outcome = await chooseNewPassword(services, {
        code,
        password,
        passwordConfirmation: confirmation,
      });
      if (outcome.ok) {
        await navigate({ to: '/movements' });
        return;
      }
      setError({ message: outcome.message, codeRefused: outcome.codeRefused ?? false });
    });
  };

  return (
    <main className="page-card page-card--narrow sign-in">
      <p className="sign-in__product">{t('common.productName')}</p>
      <h1>{t('signIn.reset.title')}</h1>
      {spent ? (
        <p className="form-error" role="alert">
          {t('validation.reset.codeInvalid')}
        </p>
      ) : (
        <form
          className="sign-in__form"
          onSubmit={submit}
          aria-describedby={error ? errorId : undefined}
          noValidate
        >
          <NewPasswordFields
            labels={{ password: t('settings.password.new'), confirmation: t('settings.password.confirmNew') }}
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            required
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={!ready}
            aria-disabled={busy}
            aria-busy={busy}
          >
            {t('signIn.reset.submit')}
          </button>
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {say(t, error.message)}
            </p>
          ) : null}
        </form>
      )}
      <div className="sign-in__links">
        <Link to="/">{t('signIn.backToSignIn')}</Link>
        {spent || error?.codeRefused ? <Link to="/forgot-password">{t('signIn.reset.askAgain')}</Link> : null}
      </div>
    </main>
  );
}
