// Choose a new password at /reset-password/<code>, the link of the reset mail (docs/decisions/0023):
// the new password and its confirmation with the password rule; on success the account is signed in
// on this device and the desk opens on Aircraft movements. A spent or expired link says so, as the
// page opens where the server can tell, and offers to ask for a new one.
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import type { AppServices } from '@/data/app-services';
import { chooseNewPassword, type ResetCodeState, resetCodeState } from '@/data/session/password-reset';
import { isStrongPassword } from '@/domain/accounts/password';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { useOneAtATime } from '@/ui/use-one-at-a-time';
import './sign-in.css';

/** How long the form waits, unseen, for the link's check before it is shown anyway (a slow link). */
const CHECK_WAIT_MS = 1500;

/**
 * Whether the link still works, asked as the page opens, so that a link already used or expired says so
 * before a new password is typed for nothing; 'unknown' after CHECK_WAIT_MS without an answer.
 */
function useCodeState(services: AppServices, code: string): ResetCodeState | 'checking' {
  const [state, setState] = useState<ResetCodeState | 'checking'>('checking');
  useEffect(() => {
    let gone = false;
    const settle = (next: ResetCodeState) => {
      if (!gone) setState((now) => (now === 'checking' || next === 'refused' ? next : now));
    };
    const waited = setTimeout(() => settle('unknown'), CHECK_WAIT_MS);
    void resetCodeState(services, code).then(settle);
    return () => {
      gone = true;
      clearTimeout(waited);
    };
  }, [services, code]);
  return state;
}

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
  const codeState = useCodeState(services, code);
  const spent = codeState === 'refused';
  const checking = codeState === 'checking';

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
          // Held in its place, unseen, while the link is checked: a spent link's page does not show a
          // form for an instant and then take it away.
          inert={checking}
          style={checking ? { visibility: 'hidden' } : undefined}
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
