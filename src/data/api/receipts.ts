// A Paid landing's receipt from our server (docs/decisions/0031): the PDF as a file, in the language
// asked. A plain Strapi has no such route; the desk does not offer it there.
import type { Locale } from '@/i18n/locale';
import type { ApiClient, DownloadedFile } from './client';

export function getLandingReceipt(
  api: ApiClient,
  landingId: number,
  locale: Locale,
): Promise<DownloadedFile> {
  return api.file(`landings/${landingId}/receipt`, 'application/pdf', { query: `lang=${locale}` });
}
