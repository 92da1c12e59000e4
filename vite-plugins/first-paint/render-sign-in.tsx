// The sign-in page's card and form as index.html paints them (docs/decisions/0037): the app's own
// components, rendered by react-dom/server in one language, with Sign in waiting for the app.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { FIRST_PAINT_ID } from '@/data/first-paint';
import { SignInCard } from '@/features/auth/SignInCard';
import { SignInForm } from '@/features/auth/SignInForm';
import { LOCALES, type Locale } from '@/i18n/locale';
import { I18nProvider } from '@/i18n/react';
import { serverI18n } from '../../server/src/i18n/server-i18n';

const nothing = async () => undefined;

async function renderSignIn(locale: Locale): Promise<string> {
  // The form's links are the router's: a router of one page at /, in memory, gives them their href.
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <SignInCard>
        <SignInForm onSubmit={nothing} error={null} painted />
      </SignInCard>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  // Each copy its own ids: both are in the page, one shown.
  return renderToString(
    <I18nProvider i18n={serverI18n(locale)}>
      <RouterProvider router={router} />
    </I18nProvider>,
    { identifierPrefix: `first-paint-${locale}-` },
  );
}

/** index.html's painted form: a copy per language, which src/first-paint-entry.ts shows one of. */
export async function paintSignIn(): Promise<string> {
  const copies = await Promise.all(
    LOCALES.map(async (locale) => `<div lang="${locale}">${await renderSignIn(locale)}</div>`),
  );
  return `<div id="${FIRST_PAINT_ID}">${copies.join('')}</div>`;
}
