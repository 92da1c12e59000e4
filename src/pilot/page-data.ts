// What the server hands the pilot's page (docs/decisions/0021): it renders the page from this and
// embeds it as JSON in a <script type="application/json">, which the browser never runs; the page's
// script reads it back and hydrates the same components with it.
import type { Messages } from '@lingui/core';
import type { FieldMessages } from '@/domain/pilot-requests/pilot-request';
import type { PublicAirfield, PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import type { Locale } from '@/i18n/locale';
import type { Message } from '@/i18n/messages';
import type { RequestValues } from './request-draft';

export const PAGE_DATA_ID = 'page-data';
/** The request form's id: the language switch of its page sends what was typed with it. */
export const REQUEST_FORM_ID = 'request-form';
/** The language switch's field: a form that carries it is shown again in that language, never filed. */
export const SWITCH_LANGUAGE = 'switchLanguage';

/** A form sent without JavaScript and refused: what was typed, and why, to show it again. */
export interface PostedForm {
  values: RequestValues;
  problems: FieldMessages;
  error: Message | null;
}

interface Common {
  locale: Locale;
  /** The `?lang=` the page was asked with: its links keep it. */
  lang: Locale | null;
  /** The page's own path, for the language link. */
  path: string;
  /** The page's language's compiled catalog, written in by the server for the page's script only. */
  catalog?: Messages;
}

export interface RequestPageData extends Common {
  page: 'request';
  airfield: PublicAirfield;
  /** The server's date (UTC) and the last day a request may name: the form's date limits, the same on both sides. */
  today: string;
  lastDay: string;
  /** The Idempotency-Key a send without JavaScript carries (a hidden field). */
  formKey: string;
  posted: PostedForm | null;
}

/** Back on the status page from Stripe's Checkout (`?payment=`): paid there, or given up. */
export type PaymentReturn = 'done' | 'cancelled' | null;

export const paymentReturnOf = (asked: unknown): PaymentReturn =>
  asked === 'done' || asked === 'cancelled' ? asked : null;

export interface StatusPageData extends Common {
  page: 'status';
  token: string;
  status: PublicRequestStatus;
  paymentReturn: PaymentReturn;
  /** Asked with ?cancel=ask (the Cancel button without the page's script): the page shows the question. */
  confirmCancel: boolean;
  error: Message | null;
  /** Why PAY, sent without the page's script, did not open Checkout. */
  payError: Message | null;
}

export interface NotFoundPageData extends Common {
  page: 'notFound';
  what: 'airfield' | 'request' | 'page';
}

export type PilotPageData = RequestPageData | StatusPageData | NotFoundPageData;

/** The data as a script's text: `<`, `>` and `&` escaped, so no `</script>` or `<!--` can end it early. */
export function pageDataJson(data: PilotPageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data the server embedded in the page, or null (a page served without it, as `npm run dev` does). */
export function readPageData(doc: Document): PilotPageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PilotPageData;
  } catch {
    return null;
  }
}

/** A page's address, keeping the `?lang=` the page was asked with. */
export const withLang = (path: string, lang: Locale | null): string => (lang ? `${path}?lang=${lang}` : path);

export const requestPath = (slug: string): string => `/request/${encodeURIComponent(slug)}`;
export const statusPath = (token: string): string => `/request/status/${encodeURIComponent(token)}`;
