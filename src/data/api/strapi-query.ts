// Strapi v4 dialect, requests: query strings in Strapi's bracket format, as the server's qs parses
// them. Written out here (not qs) because qs and its dependencies would cost the desk ~15 KB gzip.

// RFC 3986: encodeURIComponent leaves !'()* alone, qs (and Strapi's docs) encode them.
export const encodeQueryValue = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function pairs(key: string, value: unknown, out: string[]): void {
  if (value === undefined) return;
  if (value === null) out.push(`${key}=`);
  else if (value instanceof Date) out.push(`${key}=${encodeQueryValue(value.toISOString())}`);
  // An array's keys are its indices: populate[0]=club, as qs writes it by default.
  else if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) pairs(`${key}[${child}]`, item, out);
  } else out.push(`${key}=${encodeQueryValue(String(value))}`);
}

/** `filters[club][id][$eq]=1&populate[0]=club…`, brackets left readable as Strapi documents them. */
export function strapiQuery(query: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(query)) pairs(key, value, out);
  return out.join('&');
}
