// A write body checked with its resource's schema (src/domain/*-schema.ts) before it leaves: what
// the server's own schema would refuse is refused here, as the same 400, without a round trip.
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ApiError, type RequestLine } from './errors';

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
  const message = `Not sent: ${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} not what the server accepts`;
  throw new ApiError(400, 'ValidationError', message, { errors }, request);
}
