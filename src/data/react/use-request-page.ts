// Where the club's public request page is (ADR 0009), when the server has one: our server announces
// 'pilot-requests' on the capabilities call; a plain Strapi answers it 404 and offers no such page.

import { requestPageUrl } from '@/domain/accounts/slug';
import { useServerView } from './app-services-context';

/** The page's full address for `slug`; null when the server offers none or there is no slug yet. */
export function useRequestPageUrl(slug: string | null | undefined): string | null {
  const { known, baseUrl } = useServerView();
  if (!slug || baseUrl === null || !known?.adapter.offers('pilot-requests')) return null;
  return requestPageUrl(baseUrl, slug, window.location.origin);
}
