// Renders the pilot's page on the server (docs/decisions/0021): the very components the browser
// hydrates, in the language asked for, with the data read from the database.
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@/i18n/react';
import { PilotPage, pageTitle } from '@/pilot/PilotPage';
import { type PilotPageData, pageDataJson } from '@/pilot/page-data';
import { pilotMessages, serverI18n, serverTranslator } from '../i18n/server-i18n';
import type { PageTemplate } from './page-template';

/** Asks a page without its script to look again now and then (the status page). */
const REFRESH = '<noscript><meta http-equiv="refresh" content="30" /></noscript>';

export function renderPilotPage(template: PageTemplate, data: PilotPageData): string {
  const { locale } = data;
  const t = serverTranslator(locale);
  const body = renderToString(
    createElement(
      StrictMode,
      null,
      createElement(I18nProvider, { i18n: serverI18n(locale) }, createElement(PilotPage, { data })),
    ),
  );
  const following =
    data.page === 'status' &&
    !data.confirmCancel &&
    data.payError === null &&
    (data.status.status === 'pending' || data.status.status === 'accepted');
  // The words travel with the page they are for: the script carries no catalog.
  const catalog = pilotMessages(locale);
  return template({
    locale,
    title: pageTitle(t, data),
    description: t('pilot.meta.description'),
    body,
    json: pageDataJson({ ...data, catalog }),
    ...(following ? { head: REFRESH } : {}),
  });
}
