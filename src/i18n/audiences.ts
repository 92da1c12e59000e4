// Which catalog keys each bundle carries. One catalog per language holds every text; a browser
// bundle carries only the keys its screens can show (the desk never shows a mail's text).

export type Audience =
  | 'desk'
  | 'deskWithoutErrors'
  | 'welcome'
  | 'settings'
  | 'settingsSections'
  | 'setup'
  | 'history'
  | 'createLanding'
  | 'pilot'
  | 'errors'
  | 'server';

const SETUP = ['settings.acceptance.', 'settings.aerodrome.', 'settings.payments.', 'settings.slots.'];

/** The words of the Settings sections hidden until chosen, which load with them (later-sections.tsx). */
const SETTINGS_SECTIONS = [
  'settings.bands.',
  'settings.closures.',
  'settings.openingHours.',
  'settings.overdue.',
  'settings.services.',
  'settings.table.',
];

/**
 * The settings' words other screens show too, kept with the desk: registration asks for the same
 * fields, prices and fee bands, a new password is chosen on the reset page, the request page's link
 * is shown once a club is registered, and the section names are the desk's menu.
 */
const SETTINGS_SHARED = [
  'settings.bands.halfSavedError',
  'settings.bands.incompleteRow',
  'settings.field.',
  'settings.problem.',
  'settings.password.',
  'settings.requestPage.',
  'settings.sections.',
  'settings.services.price',
];

/**
 * A screen's own texts, loaded with that screen and not with every desk route (docs/decisions/0032):
 * registration's, the Settings screen's, its hidden sections', the settings a club sets up once, the
 * Create Landing form's and History's (the words other screens share with it, a payment's status, who
 * paid and a search's scope, stay with the desk).
 */
const SCREENS: Partial<Record<Audience, readonly string[]>> = {
  welcome: ['registration.'],
  settings: ['settings.'],
  settingsSections: SETTINGS_SECTIONS,
  setup: SETUP,
  history: [
    'history.csv.',
    'history.details.',
    'history.empty',
    'history.exportCsv',
    'history.file.',
    'history.filters.',
    'history.pager.',
    'history.row.',
    'history.state.',
    'history.table.',
    'history.tiles.',
    'history.title',
  ],
  // The Create Landing form's own words: its hints and why it cannot be sent yet. Its labels are
  // the correction form's and the CSV's too, and stay with the desk.
  createLanding: [
    'movements.createLanding.aircraftTypePlaceholder',
    'movements.createLanding.closedDate',
    'movements.createLanding.createAccepted',
    'movements.createLanding.createPending',
    'movements.createLanding.dayFull',
    'movements.createLanding.emailNotKept',
    'movements.createLanding.emailPlaceholder',
    'movements.createLanding.hint',
    'movements.createLanding.mtowHint',
    'movements.createLanding.pilotPlaceholder',
    'movements.createLanding.problem.',
    'movements.createLanding.registrationPlaceholder',
    'movements.createLanding.slotFull',
  ],
};

/**
 * Key prefixes (whole segments) the desk leaves out besides its screens' own texts; the server keeps
 * everything. A receipt's own words are the server's (it writes the PDF and its mail); only its link
 * is on the desk.
 */
const DESK_LEAVES_OUT: readonly string[] = [
  'aerodromes',
  'mail',
  'pilot',
  'receipt.pdf',
  'receipt.mail',
  // The pilot's form is checked on the pilot's page and by the server, never on the desk.
  'validation.pilotRequest',
];

/**
 * The pilot's page carries only what it shows: its own texts, the shared words and field labels,
 * the messages of its own schema (src/domain/pilot-requests/pilot-request.ts) and the status
 * page's receipt link (docs/decisions/0031), not the desk's validation messages or errors. Its
 * script is counted to the kilobyte (docs/decisions/0021).
 */
const PILOT: readonly string[] = [
  'pilot.',
  // The shared words the page says; the desk's own (a toast's Close, Saving…) stay with the desk.
  'common.clock.',
  'common.notAvailable',
  'common.purpose.',
  'common.runwayType',
  'common.service',
  'common.units.',
  'common.weekday.',
  'fields.',
  'validation.pilotRequest.',
  'receipt.link',
];

/** The page's words only the server writes: its meta description and Stripe Checkout's line. */
const PILOT_SERVER_ONLY: readonly string[] = ['pilot.meta.', 'pilot.payment.checkout'];

/** What a screen's prefixes would take that another audience has: the setup's, and the shared words. */
const SCREEN_EXCEPT: Partial<Record<Audience, readonly string[]>> = {
  settings: [...SETUP, ...SETTINGS_SHARED, ...SETTINGS_SECTIONS],
  settingsSections: SETTINGS_SHARED,
};

const SCREEN_AUDIENCES = Object.keys(SCREENS) as Audience[];

const startsWithAny = (key: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => key.startsWith(prefix));

const isScreenText = (audience: Audience, key: string): boolean =>
  startsWithAny(key, SCREENS[audience] ?? []) && !startsWithAny(key, SCREEN_EXCEPT[audience] ?? []);

const AUDIENCES: readonly Audience[] = [
  'desk',
  'deskWithoutErrors',
  'welcome',
  'settings',
  'settingsSections',
  'setup',
  'history',
  'createLanding',
  'pilot',
  'errors',
  'server',
];

export const isAudience = (value: string): value is Audience =>
  (AUDIENCES as readonly string[]).includes(value);

/** Whether a key's texts go into the audience's compiled catalog. */
export function carries(audience: Audience, key: string): boolean {
  if (audience === 'server') return true;
  if (audience === 'pilot') return startsWithAny(key, PILOT) && !startsWithAny(key, PILOT_SERVER_ONLY);
  // The data layer's own errors, in English beside their key whatever the desk speaks (english-words.ts).
  if (audience === 'errors') return key.startsWith('errors.');
  // The English desk's own catalog: its errors are the entry's already (src/i18n/desk-catalogs.ts).
  if (audience === 'deskWithoutErrors') return carries('desk', key) && !carries('errors', key);
  if (audience !== 'desk') return isScreenText(audience, key);
  const screens = SCREEN_AUDIENCES.some((screen) => isScreenText(screen, key));
  return !screens && !DESK_LEAVES_OUT.some((prefix) => key.startsWith(`${prefix}.`));
}
