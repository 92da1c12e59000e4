// Which catalog keys each bundle carries. One catalog per language holds every text; a browser
// bundle carries only the keys its screens can show (the desk never shows a mail's text).

export type Audience = 'desk' | 'pilot' | 'server';

/** Key prefixes (up to the first dot) each audience leaves out; the server keeps everything. */
const LEFT_OUT: Record<Audience, readonly string[]> = {
  desk: ['mail', 'pilot'],
  pilot: [],
  server: [],
};

/**
 * The pilot's page carries only what it shows: its own texts, the shared words and field labels,
 * and the messages of its own schema (src/domain/pilot-requests/pilot-request.ts), not the desk's validation
 * messages or errors. Its script is counted to the kilobyte (docs/decisions/0021).
 */
const ONLY: Partial<Record<Audience, readonly string[]>> = {
  pilot: ['pilot.', 'common.', 'fields.', 'validation.pilotRequest.'],
};

export const isAudience = (value: string): value is Audience => value in LEFT_OUT;

/** Whether a key's texts go into the audience's compiled catalog. */
export function carries(audience: Audience, key: string): boolean {
  const only = ONLY[audience];
  if (only) return only.some((prefix) => key.startsWith(prefix));
  const prefix = key.slice(0, key.indexOf('.'));
  return !LEFT_OUT[audience].includes(prefix);
}
