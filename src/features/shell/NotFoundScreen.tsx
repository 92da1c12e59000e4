// What the desk shows at an address it has no screen for (an old bookmark, a mistyped address):
// a way back to the desk, in the desk's language, instead of a dead end.
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/react';

export function NotFoundScreen() {
  const t = useT();
  return (
    <main className="page-card page-card--narrow">
      <h1>{t('shell.notFound.title')}</h1>
      {/* The guard sends a desk without a session on to the sign-in. */}
      <Link to="/movements" className="button button--primary">
        {t('shell.nav.movements')}
      </Link>
    </main>
  );
}
