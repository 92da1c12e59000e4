// The words of every mail a pilot request causes (ADR 0009), in English, as plain text and the same
// paragraphs in simple HTML. Pure: the routes queue what these return, inside their transaction.
import { purposeLabel } from '@/domain/landings';
import { formatPrice } from '@/domain/money';
import { DEFAULT_LOCALE, type DisplayLocale, formatDate, formatUtcTime } from '@/domain/time/format';
import type { MailDraft } from '../repositories/mail-outbox';

/** What a message says about one request. */
export interface RequestFacts {
  clubName: string;
  registration: string;
  aircraft: string;
  /** yyyy-MM-dd and HH:mm, both UTC, as filed. */
  date: string;
  eta: string;
  landingPurpose: string | null;
  pilotName: string;
  pilotEmail: string;
  price: number | null;
  outsideHours: boolean;
  reason: string | null;
}

interface Link {
  label: string;
  url: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(paragraphs: readonly string[], link: Link): Pick<MailDraft, 'text' | 'html'> {
  const text = [...paragraphs, `${link.label}: ${link.url}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n');
  return { text: `${text}\n`, html: `<!doctype html><html><body>\n${html}\n</body></html>\n` };
}

const when = (f: RequestFacts, locale: DisplayLocale): string =>
  `${formatDate(f.date, locale)} ${formatUtcTime(f.eta, locale)}`;
const about = (f: RequestFacts, locale: DisplayLocale): string =>
  `${f.registration} at ${f.clubName}, ${when(f, locale)}`;

function summary(f: RequestFacts, locale: DisplayLocale): string {
  return [
    `Aircraft: ${f.registration} (${f.aircraft})`,
    `Arrival: ${when(f, locale)}`,
    `Purpose: ${purposeLabel(f.landingPurpose)}`,
    `Fee: ${formatPrice(f.price)}`,
  ].join('\n');
}

const STATUS_LINK = 'Follow or cancel your request';

export function requestReceivedMail(
  f: RequestFacts,
  statusUrl: string,
  locale: DisplayLocale = DEFAULT_LOCALE,
): MailDraft {
  const hours = f.outsideHours
    ? ['You asked for a time outside the opening hours; the desk has been told.']
    : [];
  return {
    kind: 'request-received',
    to: f.pilotEmail,
    fromName: f.clubName,
    subject: `PPR request received: ${about(f, locale)}`,
    ...render(
      [
        `Hello ${f.pilotName},`,
        `${f.clubName} has received your request for permission to land. It is pending: you will get another email when the desk decides.`,
        summary(f, locale),
        ...hours,
      ],
      { label: STATUS_LINK, url: statusUrl },
    ),
  };
}

export function newRequestMail(
  f: RequestFacts,
  ownerEmail: string,
  deskUrl: string,
  locale: DisplayLocale = DEFAULT_LOCALE,
): MailDraft {
  return {
    kind: 'new-request',
    to: ownerEmail,
    fromName: f.clubName,
    subject: `New PPR request: ${f.registration}, ${when(f, locale)}${f.outsideHours ? ' (outside opening hours)' : ''}`,
    ...render(
      [
        `${f.pilotName} asks for permission to land at ${f.clubName}.`,
        summary(f, locale),
        ...(f.outsideHours ? ['The requested time is outside your opening hours.'] : []),
      ],
      { label: 'Decide it on the desk', url: deskUrl },
    ),
  };
}

export function decisionMail(
  f: RequestFacts,
  accepted: boolean,
  statusUrl: string,
  locale: DisplayLocale = DEFAULT_LOCALE,
): MailDraft {
  const word = accepted ? 'accepted' : 'rejected';
  const reason = f.reason ? [`Reason: ${f.reason}`] : [];
  return {
    kind: word,
    to: f.pilotEmail,
    fromName: f.clubName,
    subject: `PPR request ${word}: ${about(f, locale)}`,
    ...render(
      [`Hello ${f.pilotName},`, `${f.clubName} has ${word} your request.`, ...reason, summary(f, locale)],
      {
        label: STATUS_LINK,
        url: statusUrl,
      },
    ),
  };
}

export function cancelledMail(
  f: RequestFacts,
  statusUrl: string,
  locale: DisplayLocale = DEFAULT_LOCALE,
): MailDraft {
  return {
    kind: 'cancelled',
    to: f.pilotEmail,
    fromName: f.clubName,
    subject: `PPR request cancelled: ${about(f, locale)}`,
    ...render(
      [
        `Hello ${f.pilotName},`,
        `Your request to land at ${f.clubName} has been cancelled, as you asked.`,
        summary(f, locale),
      ],
      { label: 'See the request', url: statusUrl },
    ),
  };
}
