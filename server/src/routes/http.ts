// Small helpers every route uses: ids from the path, `{data: …}` bodies checked with zod,
// and the authenticated caller. Errors are thrown as HttpError and written by the app.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { authenticate, type Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { english, isMessageKey } from '../i18n/server-i18n';
import { type FieldError, validationError } from '../strapi/errors';

export function parseId(params: unknown): number {
  const raw = (params as { id?: unknown } | undefined)?.id;
  const id = Number(raw);
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) {
    throw validationError('Invalid id');
  }
  return id;
}

// The shared schemas are zod/mini, which carries no words of its own: the API answers in English.
z.config(z.locales.en());

/** Each issue as Strapi names it; a shared schema's message is a catalog key, said in English. */
function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (!isMessageKey(issue.message)) return { path, message: issue.message, name: 'ValidationError' };
    const i18n = { id: issue.message };
    return { path, message: english(i18n), name: 'ValidationError', i18n };
  });
}

/** Validates a plain body (auth routes) against a strict zod schema. */
export function parsePlain<T>(schema: $ZodType<T>, body: unknown): T {
  const result = z.safeParse(schema, body ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const count = errors.length;
    const only = count === 1 ? errors[0] : undefined;
    throw validationError(only?.i18n ?? only?.message ?? `${count} errors occurred`, errors);
  }
  return result.data;
}

/** Validates a Strapi write body `{data: …}`: unknown or wrongly typed fields are a 400. */
export function parseData<T>(schema: $ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw validationError('Missing "data" payload in the request body');
  }
  return parsePlain(z.object({ data: schema }).strict(), body).data;
}

/** Each request's caller, read once: the authenticated hook and the handler share it. */
const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

export function caller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  let known = callers.get(request);
  if (!known) {
    known = authenticate(ctx.db, ctx.tokens, request);
    callers.set(request, known);
  }
  return known;
}

/**
 * A route hook that checks the token before Fastify validates the body, so a request without one
 * is a 401 whatever it carries, as Strapi answers (its policies run before validation).
 */
export const authenticated =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<void> => {
    await caller(ctx, request);
  };

const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
};

/** A NUL character in any text of a body: no field holds one, and PostgreSQL would refuse it. */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.body)) throw validationError('Text may not contain NUL characters');
}
