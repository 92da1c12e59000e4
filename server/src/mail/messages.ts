// What every mail about a landing is built from (ADR 0009): its facts, what of them a reader may be
// told, the reader's language from the catalogs (docs/decisions/0020), its date and summary, and plain
// text with the same paragraphs in simple HTML. Pure: the routes queue the mails built from these,
// inside their transaction. The pilot's mails are pilot-messages.ts and departed-message.ts, the
// owner's owner-messages.ts. What the pilot typed reaches a mail only as `forPilot`/`forOwner` let it
// (docs/decisions/0030).
import { formatPrice } from '@/domain/fees/money';
import { isMailSafeText, mailSafeName } from '@/domain/pilot-requests/mail-safe-text';
import { type ClubClock, withZoneName } from '@/domain/time/club-clock';
import { formatLongDate, formatTime } from '@/domain/time/format';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import { intlTag, type Locale } from '@/i18n/locale';
import type { Translate } from '@/i18n/messages';
import { serverTranslator } from '../i18n/server-i18n';
import type { MailDraft } from '../repositories/mail-outbox';

/** What a message says about one request. */
export interface RequestFacts {
  clubName: string;
  /** Where the pilot's answer to a mail goes (Reply-To); null when the club gave no address. */
  clubEmail: string | null;
  /** In every mail to the pilot, when the club gave one. */
  clubPhone: string | null;
  registration: string;
  /** The aircraft's type as the catalogue or the pilot named it; null when neither did. */
  aircraft: string | null;
  /** The pilot typed `aircraft` (it is no catalogue name). */
  aircraftTyped: boolean;
  /** yyyy-MM-dd and HH:mm on the club's clock (`clock`, ADR 0027). */
  date: string;
  eta: string;
  clock: ClubClock;
  /** When it arrived (the ATA) on the same clock; null or absent until it has. */
  arrived?: { date: string; eta: string } | null;
  landingPurpose: string | null;
  /** The name typed for this request (first on board); null when none was. */
  pilotName: string | null;
  pilotEmail: string;
  /** A status link from one of its mails was opened: the address is the pilot's (ADR 0030). */
  confirmed: boolean;
  /** 'PPR-2026-0042'; null on a landing numbered by no one (none is, since migration 009). */
  ppr: string | null;
  /** What the landing is billed in euros; null while it is to be priced. */
  price: number | null;
  /** Rejected, cancelled or a no-show, and not paid: no fee is named (request-status.ts, owesNoFee). */
  owesNothing?: boolean;
  /** Cancelled or a no-show while paid online: the payment is being given back (docs/decisions/0067). */
  refunding?: boolean;
  outsideHours: boolean;
  reason: string | null;
  /**
   * The fee the pilot may pay online now, in cents, through the status link (docs/decisions/0029);
   * null or absent when the club takes no payments online or nothing is to pay. Fixed words and the
   * amount only: it may be said before the address is confirmed (docs/decisions/0030).
   */
  payOnlineCents?: number | null;
}

/** Typed words a mail may carry: none that could read as a link or markup. */
const safeTyped = (f: RequestFacts): RequestFacts => ({
  ...f,
  pilotName: mailSafeName(f.pilotName),
  aircraft: f.aircraftTyped && f.aircraft !== null && !isMailSafeText(f.aircraft) ? null : f.aircraft,
});

/**
 * The facts a mail to the pilot's address may say. Until the address is confirmed anyone may have
 * typed it: nothing typed at all, only fixed words and the PPR's facts; then what is safe to say.
 */
export function forPilot(f: RequestFacts): RequestFacts {
  if (f.confirmed) return safeTyped(f);
  return { ...f, pilotName: null, aircraft: f.aircraftTyped ? null : f.aircraft };
}

/** The facts a mail to the club's owner may say: what the pilot typed, unless it reads as a link. */
export const forOwner = safeTyped;

/** Who reads a mail: the words and the Intl tag of their language. */
export interface Reader {
  locale: Locale;
  t: Translate;
  tag: string;
}

export const readerIn = (locale: Locale): Reader => ({
  locale,
  t: serverTranslator(locale),
  tag: intlTag(locale),
});

interface Link {
  label: string;
  url: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraph = (text: string): string => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

export function render(
  reader: Reader,
  paragraphs: readonly string[],
  link: Link | readonly Link[] | null,
  closing: readonly string[] = [],
): Pick<MailDraft, 'text' | 'html'> {
  const links: readonly Link[] = link === null ? [] : 'url' in link ? [link] : link;
  const text = [...paragraphs, ...links.map((l) => `${l.label}: ${l.url}`), ...closing].join('\n\n');
  const html = [
    ...paragraphs.map(paragraph),
    ...links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    ...closing.map(paragraph),
  ].join('\n');
  return {
    text: `${text}\n`,
    html: `<!doctype html><html lang="${reader.locale}"><body>\n${html}\n</body></html>\n`,
  };
}

/**
 * The date and ETA in the reader's language on the club's clock, the zone named: '22 November 2026' and
 * '14:30 UTC' or '15:30 Lisbon'; as stored when unreadable.
 */
export function filedWhen(
  f: Pick<RequestFacts, 'date' | 'eta' | 'clock'>,
  reader: Pick<Reader, 't' | 'tag'>,
): { date: string; time: string } {
  const name = reader.t(f.clock === 'utc' ? 'common.clock.utc' : 'common.clock.local');
  return {
    date: formatLongDate(f.date, reader.tag),
    time: withZoneName(formatTime(f.eta, reader.tag), { name }),
  };
}

/** When the landing is: the arrival it planned until it has landed, then the one it made (its ATA). */
const landingWhen = (f: RequestFacts): Pick<RequestFacts, 'date' | 'eta' | 'clock'> =>
  f.arrived ? { ...f, ...f.arrived } : f;

/**
 * The values every subject names: which aircraft, where, when; the when as the summary's arrival line
 * says it, so a landing that arrived on another day than booked has one date in its subject and body.
 */
export const about = (f: RequestFacts, reader: Reader) => ({
  registration: f.registration,
  club: f.clubName,
  ...filedWhen(landingWhen(f), reader),
});

export function summary(f: RequestFacts, reader: Reader): string {
  const { t, tag } = reader;
  const { registration } = f;
  return [
    ...(f.ppr ? [t('mail.facts.ppr', { ppr: f.ppr })] : []),
    f.aircraft !== null
      ? t('mail.facts.aircraft', { registration, aircraft: f.aircraft })
      : // A type was typed but is not said: not 'type not known', which would be untrue.
        t(f.aircraftTyped ? 'mail.facts.aircraftNoType' : 'mail.facts.aircraftUnknown', { registration }),
    // Once it has landed, the arrival it made, not the one it planned.
    t('mail.facts.arrival', filedWhen(landingWhen(f), reader)),
    t('mail.facts.purpose', { purpose: f.landingPurpose === TOUCH_AND_GO ? 'touchAndGo' : 'landing' }),
    ...(f.owesNothing
      ? []
      : [
          f.price === null
            ? t('mail.facts.feeToPrice')
            : t('mail.facts.fee', { fee: formatPrice(f.price, tag) }),
        ]),
  ].join('\n');
}

/** PAY in a mail: the amount and the status page, where the pilot pays; none when not offered. */
export const payLinks = (f: RequestFacts, { t, tag }: Reader, statusUrl: string): Link[] =>
  f.payOnlineCents
    ? [{ label: t('mail.payOnline', { fee: formatPrice(f.payOnlineCents / 100, tag) }), url: statusUrl }]
    : [];

/** A pilot's mail comes from the club, and an answer goes to the club's address. */
export const fromClubToPilot = (f: RequestFacts): Pick<MailDraft, 'to' | 'fromName' | 'replyTo'> => ({
  to: f.pilotEmail,
  fromName: f.clubName,
  replyTo: f.clubEmail,
});

export const greeting = (f: RequestFacts, { t }: Reader): string =>
  f.pilotName ? t('mail.greeting', { name: f.pilotName }) : t('mail.greetingNoName');

export const signOff = (f: RequestFacts, { t }: Reader): string[] => [
  f.clubPhone
    ? t('mail.signOffWithPhone', { club: f.clubName, phone: f.clubPhone })
    : t('mail.signOff', { club: f.clubName }),
];
