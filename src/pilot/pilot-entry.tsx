// The pilot page's script (ADR 0009, docs/decisions/0021): the server already painted the page; this
// hydrates it from the data the server embedded, in the language it was rendered in. Only under
// `npm run dev`, which serves request.html without that data, it reads the same answers from the
// API and renders them (left out of the build).
import type { I18n } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { intlTag } from '@/i18n/locale';
import { I18nProvider } from '@/i18n/react';
import { warmIntl } from '@/i18n/warm-intl';
import { PilotPage } from './PilotPage';
import { type PilotPageData, readPageData } from './page-data';
import { pilotI18n } from './pilot-i18n';
import '@/ui/field.css';
import './pilot.css';

const tree = (data: PilotPageData, i18n: I18n) => (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <PilotPage data={data} />
    </I18nProvider>
  </StrictMode>
);

const root = document.getElementById('page');
if (root) {
  const embedded = readPageData(document);
  if (embedded) {
    // The page is painted: hydrating a few tens of milliseconds later costs nothing seen, and its
    // first number or date no longer waits on the main thread for ICU's data (ADR 0050).
    await warmIntl({ tag: intlTag(embedded.locale), timeZone: 'UTC' });
    // The page is already painted and usable as a plain form: hydrating in a transition lets React
    // yield to the browser every few milliseconds instead of holding the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(root, tree(embedded, pilotI18n(embedded.locale, embedded.catalog)));
    });
  } else if (import.meta.env.DEV) {
    const { clientPageData } = await import('./client-page-data');
    const data = await clientPageData(window.location, navigator.languages);
    document.documentElement.lang = data.locale;
    createRoot(root).render(tree(data, pilotI18n(data.locale, data.catalog)));
  }
}
