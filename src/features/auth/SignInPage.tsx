// The Sign in screen at /: the form, its outcome, and (with a session already stored) a way to
// continue without signing in again, which also works offline.
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useState } from 'react';
import { dropFirstPaint, readFirstPaint } from '@/data/first-paint';
import { useAppServices, useSession } from '@/data/react/app-services-context';
import { isSignedIn } from '@/data/session/session';
import { signIn } from '@/data/session/sign-in';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { SignInCard } from './SignInCard';
import { SignInForm } from './SignInForm';

export function SignInPage() {
  const services = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [error, setError] = useState<Message | null>(null);
  const t = useT();
  // The form index.html painted before this script ran (docs/decisions/0037): what was typed in it
  // carries over, and it goes before this one is painted in its place.
  const [typed] = useState(() => readFirstPaint(document));
  useLayoutEffect(() => dropFirstPaint(document), []);

  // Which server this is, asked while the form is filled in rather than after Sign in is pressed:
  // the sign-in request waits for the answer. Offline it fails quietly and is asked again then.
  useEffect(() => {
    services.server.detect().catch(() => undefined);
  }, [services.server]);

  const submit = async (email: string, password: string) => {
    // The desk's code arrives while the password is checked, not after it: Movements opens next.
    // Not earlier: running it while the operator types would hold up the keys on a slow tablet.
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
    <SignInCard>
      {isSignedIn(session) ? (
        <p className="notice">
          {t('signIn.alreadySignedIn')} <Link to="/movements">{t('signIn.continue')}</Link>
        </p>
      ) : null}
      <SignInForm onSubmit={submit} error={error ? say(t, error) : null} typed={typed} />
    </SignInCard>
  );
}
