// Which catalog keys each bundle carries. One catalog per language holds every text; a browser
// bundle carries only the keys its screens can show (the desk never shows a mail's text).

export type Audience = 'desk' | 'pilot' | 'server';

/** Key prefixes (up to the first dot) each audience leaves out; the server keeps everything. */
const LEFT_OUT: Record<Audience, readonly string[]> = {
  desk: ['mail', 'pilot'],
  pilot: ['mail', 'desk', 'movements', 'history', 'settings', 'registration', 'shell', 'signIn'],
  server: [],
};

export const isAudience = (value: string): value is Audience => value in LEFT_OUT;

/** Whether a key's texts go into the audience's compiled catalog. */
export function carries(audience: Audience, key: string): boolean {
  const prefix = key.slice(0, key.indexOf('.'));
  return !LEFT_OUT[audience].includes(prefix);
}
