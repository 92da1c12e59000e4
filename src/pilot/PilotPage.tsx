// The pilot's page (ADR 0009, docs/decisions/0021): the server renders it with the airfield or the
// request already read, and the browser hydrates the same tree from the same data. No account, no
// service worker, no desk code; components import no stylesheet (Node renders them).
import type { MessageId, Translate } from '@/i18n/messages';
import { useLocale, useT } from '@/i18n/react';
import { AirfieldInfo } from './AirfieldInfo';
import {
  type NotFoundPageData,
  type PilotPageData,
  REQUEST_FORM_ID,
  type RequestPageData,
  SWITCH_LANGUAGE,
  withLang,
} from './page-data';
import { RequestForm } from './RequestForm';
import { StatusPage, statusTitle } from './StatusPage';

const NOT_FOUND: Record<NotFoundPageData['what'], { title: MessageId; text: MessageId }> = {
  airfield: { title: 'pilot.notFound.title', text: 'pilot.notFound.airfield' },
  request: { title: 'pilot.notFound.requestTitle', text: 'pilot.notFound.request' },
  page: { title: 'pilot.notFound.title', text: 'pilot.notFound.page' },
};

/** The page's <title>, which the server writes and a status change updates. */
export function pageTitle(t: Translate, data: PilotPageData): string {
  if (data.page === 'request') return t('pilot.request.heading', { airfield: data.airfield.name1 });
  if (data.page === 'status') return statusTitle(t, data.status);
  return t(NOT_FOUND[data.what].title);
}

/**
 * The other language. The server renders the page again in it: a plain link, but on the request form
 * a button that posts what was typed, so that a page without its script does not lose it (with its
 * script, the draft keeps it and the form opens the link, RequestForm.tsx).
 */
function LanguageLink({ data }: { data: PilotPageData }) {
  const t = useT();
  const other = useLocale() === 'pt' ? 'en' : 'pt';
  const href = withLang(data.path, other);
  return (
    <nav className="language" aria-label={t('pilot.language.label')}>
      {data.page === 'request' ? (
        <button
          type="submit"
          form={REQUEST_FORM_ID}
          name={SWITCH_LANGUAGE}
          value={other}
          formAction={href}
          formNoValidate
          lang={other}
          className="language__switch"
        >
          {t('pilot.language.other')}
        </button>
      ) : (
        <a href={href} hrefLang={other} lang={other}>
          {t('pilot.language.other')}
        </a>
      )}
    </nav>
  );
}

function RequestPage({ data }: { data: RequestPageData }) {
  const t = useT();
  const { airfield } = data;
  return (
    <>
      <h1>
        {t('pilot.request.heading', { airfield: airfield.name1 })}
        {airfield.name2 ? <span className="icao">{` ${airfield.name2}`}</span> : null}
      </h1>
      <AirfieldInfo airfield={airfield} />
      <RequestForm data={data} />
    </>
  );
}

function NotFound({ what }: { what: NotFoundPageData['what'] }) {
  const t = useT();
  return (
    <>
      <h1>{t(NOT_FOUND[what].title)}</h1>
      <p>{t(NOT_FOUND[what].text)}</p>
    </>
  );
}

export function PilotPage({ data }: { data: PilotPageData }) {
  return (
    <>
      <LanguageLink data={data} />
      {data.page === 'request' ? (
        <RequestPage data={data} />
      ) : data.page === 'status' ? (
        <StatusPage data={data} />
      ) : (
        <NotFound what={data.what} />
      )}
    </>
  );
}
