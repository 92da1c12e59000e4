// The pilot's page (ADR 0009, docs/decisions/0021): the server renders it with the airfield or the
// request already read, and the browser hydrates the same tree from the same data. No account, no
// service worker, no desk code; components import no stylesheet (Node renders them).
import type { MessageId, Translate } from '@/i18n/messages';
import { useLocale, useT } from '@/i18n/react';
import { AirfieldInfo } from './AirfieldInfo';
import type { NotFoundPageData, PilotPageData, RequestPageData } from './page-data';
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

/** The other language, as a plain link: the server renders the page again in it. */
function LanguageLink({ data }: { data: PilotPageData }) {
  const t = useT();
  const other = useLocale() === 'pt' ? 'en' : 'pt';
  return (
    <nav className="language" aria-label={t('pilot.language.label')}>
      <a href={`${data.path}?lang=${other}`} hrefLang={other} lang={other}>
        {t('pilot.language.other')}
      </a>
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
