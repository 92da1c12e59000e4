// The page's data when the server did not embed it (the Vite dev server serves request.html
// as it is): the same answers, read from the public API, in the browser's language.
import { requestDays } from '@/domain/pilot-requests/pilot-request';
import type { PublicAirfield, PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import { isLocale, pickLocale } from '@/i18n/locale';
import { callApi, PilotApiError } from './api';
import { type PilotPageData, paymentReturnOf } from './page-data';

const newFormKey = () =>
  `form-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

export async function clientPageData(
  location: Pick<Location, 'pathname' | 'search'>,
  languages: readonly string[],
): Promise<PilotPageData> {
  const asked = new URLSearchParams(location.search).get('lang');
  const lang = isLocale(asked) ? asked : null;
  const locale = lang ?? pickLocale(languages);
  const catalog =
    locale === 'pt'
      ? (await import('@/i18n/catalogs/pt.json?audience=pilot')).default
      : (await import('@/i18n/catalogs/en.json?audience=pilot')).default;
  const common = { locale, lang, path: location.pathname, catalog };
  const [, section, first, second] = location.pathname.split('/');
  try {
    if (section === 'request' && first === 'status' && second) {
      const status = await callApi<PublicRequestStatus>(`requests/${encodeURIComponent(second)}`);
      const paymentReturn = paymentReturnOf(new URLSearchParams(location.search).get('payment'));
      return {
        ...common,
        page: 'status',
        token: second,
        status,
        paymentReturn,
        confirmCancel: false,
        error: null,
        payError: null,
      };
    }
    if (section === 'request' && first && !second) {
      const airfield = await callApi<PublicAirfield>(`airfields/${encodeURIComponent(first)}`);
      const days = requestDays(new Date().toISOString().slice(0, 10));
      return { ...common, page: 'request', airfield, ...days, formKey: newFormKey(), posted: null };
    }
  } catch (error) {
    if (!(error instanceof PilotApiError) || error.status !== 404) throw error;
    return { ...common, page: 'notFound', what: first === 'status' ? 'request' : 'airfield' };
  }
  return { ...common, page: 'notFound', what: 'page' };
}
