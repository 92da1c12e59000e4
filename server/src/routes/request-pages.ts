// The pilot's pages (ADR 0009, docs/decisions/0021): /request/<slug> and /request/status/<token>,
// rendered here with the airfield or the request read from the database into the built
// request.html, in the language asked for (?lang=, else Accept-Language), with a 404 status when
// nothing is there. Their forms also work without the page's script: the request form posts to its
// own address and is filed by the same path as the API's, the cancel button asks, then posts, and
// PAY posts and is sent on to Stripe's Checkout.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  type FieldMessages,
  type PilotRequestField,
  requestDays,
} from '@/domain/pilot-requests/pilot-request';
import { utcDate } from '@/domain/time/instants';
import { isLocale, type Locale, localeOfAcceptLanguage } from '@/i18n/locale';
import { type Message, msg } from '@/i18n/messages';
import {
  type PilotPageData,
  type PostedForm,
  paymentReturnOf,
  type RequestPageData,
  requestPath,
  statusPath,
  SWITCH_LANGUAGE,
  withLang,
} from '@/pilot/page-data';
import { requestBodyOf, valuesFromForm } from '@/pilot/request-draft';
import type { AppContext } from '../context';
import type { PaymentsService } from '../payments/payments-service';
import type { PageTemplate } from '../pilot-page/page-template';
import { renderPilotPage } from '../pilot-page/render-page';
import { findPublicClub, type PublicClubRow } from '../repositories/public-airfields';
import { cancelRequest, landingOfToken, openStatusPage, publicStatus } from '../requests/public-status';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../requests/send-limits';
import { checkedKey, isKeyReused, sendRequest } from '../requests/send-request';
import { type FieldError, HttpError } from '../strapi/errors';
import { isSlugParam, PUBLIC_READ_LIMIT, publicAirfield } from './public-airfields';
import { REQUEST_BODY_LIMIT } from './public-requests';
import { type LooseQuery, looseQuery, slugParams, tokenParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

/** A form's fields as sent (application/x-www-form-urlencoded), each name with all its values. */
type FormFields = Record<string, string[]>;

/**
 * A NUL is no character a pilot types, and no field may hold one (the API refuses it before its
 * handler, as JSON): left out here, so that what else was typed is checked and shown on the page.
 */
const withoutNul = (text: string) => text.replaceAll('\0', '');

function parseForm(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const field = withoutNul(name);
    fields[field] = [...(fields[field] ?? []), withoutNul(value)];
  }
  return fields;
}

const first = (fields: FormFields, name: string): string | undefined => fields[name]?.[0];

const newFormKey = () => `form-${randomBytes(16).toString('hex')}`;

/** The page's language: `?lang=` when it names one of ours (its links then keep it), else the browser's. */
/** What a page reads of its request: the query its route's schema gave it, the headers and the URL. */
type PageRequest = Pick<FastifyRequest, 'headers' | 'url'> & { query: LooseQuery };

function languageOf(request: PageRequest): { locale: Locale; lang: Locale | null } {
  const asked = request.query.lang;
  if (isLocale(asked)) return { locale: asked, lang: asked };
  return { locale: localeOfAcceptLanguage(request.headers['accept-language']), lang: null };
}

/** Each refused field of a 400, as the form shows it. */
function problemsOf(error: HttpError): FieldMessages {
  const problems: FieldMessages = {};
  for (const entry of (error.details.errors as FieldError[] | undefined) ?? []) {
    const field = entry.path[0];
    if (typeof field === 'string') problems[field as PilotRequestField] ??= entry.i18n ?? entry.message;
  }
  return problems;
}

/** Why a form sent without the page's script was not filed, in the page's words. */
function formErrorOf(error: HttpError, problems: FieldMessages): Message {
  if (error.status === 429) return msg('pilot.form.tooMany');
  if (isKeyReused(error)) return msg('pilot.form.keyReused');
  if (Object.keys(problems).length > 0) return msg('pilot.form.correctFields');
  return msg('pilot.form.invalid');
}

export interface RequestPageOptions {
  ctx: AppContext;
  template: PageTemplate;
  limits?: RequestLimits;
  /** PAY's Checkout; null when the server offers no online payment. */
  payments?: PaymentsService | null;
}

/** Why PAY did not open Checkout, in the pilot's words (the page's script says the same). */
function payErrorOf(error: HttpError): Message {
  const said = error.details.i18n as Message | undefined;
  return error.status === 409 && said ? said : msg('pilot.payment.unavailable');
}

export const requestPageRoutes: FastifyPluginAsync<RequestPageOptions> = async (
  plain,
  { ctx, template, limits = DEFAULT_REQUEST_LIMITS, payments = null },
) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  // Only these routes read a plain HTML form; the API takes JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: REQUEST_BODY_LIMIT },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const page = (reply: FastifyReply, status: number, data: PilotPageData, cache = 'no-store') =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cache)
      .header('vary', 'accept-language')
      .send(renderPilotPage(template, data));

  const clubOf = async (slug: string): Promise<PublicClubRow | undefined> =>
    isSlugParam(slug) ? findPublicClub(ctx.db, slug) : undefined;

  const requestPage = async (
    request: PageRequest,
    club: PublicClubRow,
    formKey: string,
    posted: PostedForm | null,
  ): Promise<RequestPageData> => ({
    ...languageOf(request),
    path: requestPath(club.slug ?? ''),
    page: 'request',
    airfield: await publicAirfield(ctx, club),
    ...requestDays(ctx.now().toISOString().slice(0, 10)),
    formKey,
    posted,
  });

  const missing = (request: PageRequest, what: 'airfield' | 'request'): PilotPageData => ({
    ...languageOf(request),
    path: request.url.split('?')[0] ?? '/',
    page: 'notFound',
    what,
  });

  const bySlug = { params: slugParams, querystring: looseQuery };
  const byToken = { params: tokenParams, querystring: looseQuery };

  /** A club's old address leads to its page now (migration 023): links and printed QR codes keep working. */
  const movedTo = (request: PageRequest & { params: { slug: string } }, club: PublicClubRow) => {
    if (!club.slug || club.slug === request.params.slug) return null;
    const query = request.url.indexOf('?');
    return requestPath(club.slug) + (query < 0 ? '' : request.url.slice(query));
  };

  app.get('/request/:slug', { config: PUBLIC_READ_LIMIT, schema: bySlug }, async (request, reply) => {
    const club = await clubOf(request.params.slug);
    if (!club) return page(reply, 404, missing(request, 'airfield'));
    const moved = movedTo(request, club);
    if (moved) return reply.redirect(moved, 301);
    // Nothing personal on it: it may be kept, as long as it is checked again.
    return page(reply, 200, await requestPage(request, club, newFormKey(), null), 'no-cache');
  });

  app.post('/request/:slug', { bodyLimit: REQUEST_BODY_LIMIT, schema: bySlug }, async (request, reply) => {
    const club = await clubOf(request.params.slug);
    if (!club) return page(reply, 404, missing(request, 'airfield'));
    // A form loaded before the address changed: sent on as it was posted.
    const moved = movedTo(request, club);
    if (moved) return reply.redirect(moved, 308);
    const fields = (
      typeof request.body === 'object' && request.body !== null ? request.body : {}
    ) as FormFields;
    const values = valuesFromForm((name) => fields[name] ?? []);
    // The language switch of a page without its script: the same form again, in the language asked.
    if (first(fields, SWITCH_LANGUAGE) !== undefined) {
      const posted = { values, problems: {}, error: null };
      return page(reply, 200, await requestPage(request, club, newFormKey(), posted));
    }
    const locale = first(fields, 'locale');
    const { lang } = languageOf(request);
    let key: string | null = null;
    try {
      key = checkedKey(first(fields, 'idempotencyKey'));
      const data = requestBodyOf(values, isLocale(locale) ? locale : undefined);
      const sent = await sendRequest(ctx, limits, club, {
        key,
        data,
        ip: request.ip,
        acceptLanguage: request.headers['accept-language'],
      });
      return reply
        .code(303)
        .header('location', withLang(statusPath(sent.token), lang))
        .send();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      const problems = problemsOf(error);
      // A key that filed another request (or a malformed one) is replaced, as the page's script does.
      const formKey = key && !isKeyReused(error) ? key : newFormKey();
      const posted = { values, problems, error: formErrorOf(error, problems) };
      return page(reply, error.status, await requestPage(request, club, formKey, posted));
    }
  });

  const statusPage = async (
    request: PageRequest & { params: { token: string } },
    reply: FastifyReply,
    extra: { confirmCancel: boolean; error: Message | null; payError?: Message; code?: number },
  ) => {
    const { token } = request.params;
    // The link of a mail confirms the request's address when its page opens (ADR 0030).
    const landingId = await openStatusPage(ctx.db, token, ctx.now().toISOString());
    const status = landingId === null ? null : await publicStatus(ctx.db, landingId, ctx.payments);
    if (!status) return page(reply, 404, missing(request, 'request'));
    const data: PilotPageData = {
      ...languageOf(request),
      path: statusPath(token),
      page: 'status',
      token,
      status,
      paymentReturn: paymentReturnOf(request.query.payment),
      confirmCancel: extra.confirmCancel && status.canCancel,
      error: extra.error,
      payError: extra.payError ?? null,
    };
    return page(reply, extra.code ?? 200, data);
  };

  app.get(
    '/request/status/:token',
    { config: PUBLIC_READ_LIMIT, schema: byToken },
    async (request, reply) => {
      const asked = request.query.cancel === 'ask';
      return statusPage(request, reply, { confirmCancel: asked, error: null });
    },
  );

  app.post(
    '/request/status/:token/cancel',
    { config: PUBLIC_READ_LIMIT, schema: byToken },
    async (request, reply) => {
      const { token } = request.params;
      const { lang } = languageOf(request);
      const fields = (
        typeof request.body === 'object' && request.body !== null ? request.body : {}
      ) as FormFields;
      if (first(fields, 'confirm') !== 'yes') {
        const ask = `${statusPath(token)}?cancel=ask${lang ? `&lang=${lang}` : ''}`;
        return reply.code(303).header('location', ask).send();
      }
      const landingId = await landingOfToken(ctx.db, token, utcDate(ctx.now()));
      if (landingId === null) return page(reply, 404, missing(request, 'request'));
      try {
        await cancelRequest(ctx, landingId);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 409) throw error;
        return statusPage(request, reply, {
          confirmCancel: false,
          error: msg('pilot.status.cannotCancel'),
          code: 409,
        });
      }
      return reply
        .code(303)
        .header('location', withLang(statusPath(token), lang))
        .send();
    },
  );

  // PAY sent before the page's script ran (or without it): the same Checkout as the API's answer.
  app.post(
    '/request/status/:token/pay',
    { config: PUBLIC_READ_LIMIT, schema: byToken },
    async (request, reply) => {
      const { token } = request.params;
      const landingId = await landingOfToken(ctx.db, token, utcDate(ctx.now()));
      if (landingId === null) return page(reply, 404, missing(request, 'request'));
      try {
        if (!payments) throw new HttpError(503, 'ServiceUnavailableError', msg('pilot.payment.unavailable'));
        const { url } = await payments.checkout(landingId, token);
        return reply.code(303).header('location', url).send();
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const payError = payErrorOf(error);
        return statusPage(request, reply, {
          confirmCancel: false,
          error: null,
          payError,
          code: error.status,
        });
      }
    },
  );
};
