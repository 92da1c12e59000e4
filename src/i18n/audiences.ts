// Which catalog keys each bundle carries. One catalog per language holds every text; a browser
// bundle carries only the keys its screens can show (the desk never shows a mail's text).

export type Audience = 'desk' | 'welcome' | 'setup' | 'pilot' | 'server';

/**
 * Key prefixes (whole segments) each audience leaves out; the server keeps everything. A receipt's
 * own words are the server's (it writes the PDF and its mail); only its link is on the desk.
 */
const LEFT_OUT: Record<Audience, readonly string[]> = {
  // Registration's texts come with its own screen (the welcome audience), and the settings a club
  // sets up once with their sections (the setup audience), not with every desk route.
  desk: [
    'aerodromes',
    'mail',
    'pilot',
    'registration',
    'receipt.pdf',
    'receipt.mail',
    'settings.acceptance',
    'settings.aerodrome',
    'settings.payments',
    'settings.slots',
    // The pilot's form is checked on the pilot's page and by the server, never on the desk.
    'validation.pilotRequest',
  ],
  welcome: [],
  setup: [],
  pilot: [],
  server: [],
};

/**
 * The pilot's page carries only what it shows: its own texts, the shared words and field labels,
 * the messages of its own schema (src/domain/pilot-requests/pilot-request.ts) and the status
 * page's receipt link (docs/decisions/0031), not the desk's validation messages or errors. Its
 * script is counted to the kilobyte (docs/decisions/0021).
 */
const ONLY: Partial<Record<Audience, readonly string[]>> = {
  welcome: ['registration.'],
  setup: ['settings.acceptance.', 'settings.aerodrome.', 'settings.payments.', 'settings.slots.'],
  pilot: ['pilot.', 'common.', 'fields.', 'validation.pilotRequest.', 'receipt.link'],
};

export const isAudience = (value: string): value is Audience => value in LEFT_OUT;

/** Whether a key's texts go into the audience's compiled catalog. */
export function carries(audience: Audience, key: string): boolean {
  const only = ONLY[audience];
  if (only) return only.some((prefix) => key.startsWith(prefix));
  return !LEFT_OUT[audience].some((prefix) => key.startsWith(`${prefix}.`));
}
