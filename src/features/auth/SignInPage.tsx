// The Sign in screen at /: the form, its outcome, and (with a session already stored) a way to
// continue without signing in again, which also works offline.
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAppServices, useSession } from '@/data/react/app-services-context';
import { isSignedIn } from '@/data/session/session';
import { signIn } from '@/data/session/sign-in';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { SignInForm } from './SignInForm';
import './sign-in.css';

export function SignInPage() {
  const services = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [error, setError] = useState<Message | null>(null);
  const t = useT();

  // Which server this is, asked while the form is filled in rather than after Sign in is pressed:
  // the sign-in request waits for the answer. Offline it fails quietly and is asked again then.
  useEffect(() => {
    services.server.detect().catch(() => undefined);
  }, [services.server]);

  const submit = async (email: string, password: string) => {
    // The desk's code arrives while the password is checked, not after it: Movements opens next.
    for (const route of [router.routesById['/_app'], router.routesById['/_app/movements']])
      void router.loadRouteChunk(route)?.catch(() => undefined);
    const outcome = await signIn(services, email, password);
    if (outcome.ok) {
      setError(null);
      await navigate({ to: '/movements' });
    } else {
      setError(outcome.message);
    }
  };

  return (
    <main className="page-card sign-in">
      <p className="sign-in__product">{t('common.productName')}</p>
      <h1>{t('signIn.title')}</h1>
      {isSignedIn(session) ? (
        <p className="notice">
          {t('signIn.alreadySignedIn')} <Link to="/movements">{t('signIn.continue')}</Link>
        </p>
      ) : null}
      <SignInForm onSubmit={submit} error={error ? say(t, error) : null} />
    </main>
  );
}
