// Strapi v4 dialect, requests: query strings in Strapi's bracket format, built with qs as Strapi
// parses them. A module of its own so the sign-in chunk, which needs no query building, stays
// free of qs and its dependencies.
import qs from 'qs';

/** `filters[club][id][$eq]=1&populate[0]=club…`, brackets left readable as Strapi documents them. */
export function strapiQuery(query: Record<string, unknown>): string {
  return qs.stringify(query, { encodeValuesOnly: true });
}
