// A write body checked with its resource's schema (src/domain/*-schema.ts) before it leaves: what
// the server's own schema would refuse is refused here, as the same 400, without a round trip.
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { inEnglish } from '@/data/english-words';
import { msg } from '@/i18n/messages';
import { ApiError, type RequestLine } from './api-errors';

/** The body as the schema reads it (trimmed, lower-cased where it says so), or a ValidationError. */
export function checkedBody<T>(schema: $ZodType<T>, body: unknown, request: RequestLine): T {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
    name: 'ValidationError',
  }));
  const fields = [...new Set(errors.map((error) => error.path.join('.') || 'the body'))];
  // Field names are the API's own (data, not words), so they stay as they are in every language.
  const words = msg('errors.notAccepted', { fields: fields.join(', '), count: fields.length });
  // The words go where our server puts a catalog message (details.i18n), so ApiError.words has them.
  throw new ApiError(400, 'ValidationError', inEnglish(words), { errors, i18n: words }, request);
}
