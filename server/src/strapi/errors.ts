// Errors in the Strapi v4 envelope: `{data: null, error: {status, name, message, details}}`.
// Routes throw these; the app's error handler is the only place that writes them out. A message
// from the catalogs is written in English and, in `details.i18n`, as its key for the desk to say
// in its own language (docs/decisions/0020).
import { type Message, msg } from '@/i18n/messages';
import { english } from '../i18n/server-i18n';

export type ErrorName =
  | 'ValidationError'
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'ConflictError'
  | 'PayloadTooLargeError'
  | 'RateLimitError'
  | 'ApplicationError'
  | 'ServiceUnavailableError'
  | 'InternalServerError';

export class HttpError extends Error {
  readonly details: Record<string, unknown>;
  constructor(
    readonly status: number,
    readonly errorName: ErrorName,
    message: string | Message,
    details: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.details = typeof message === 'string' ? details : { ...details, i18n: message };
  }

  toEnvelope(): ErrorEnvelope {
    return {
      data: null,
      error: { status: this.status, name: this.errorName, message: this.message, details: this.details },
    };
  }
}

export interface ErrorEnvelope {
  data: null;
  error: { status: number; name: ErrorName; message: string; details: Record<string, unknown> };
}

export interface FieldError {
  path: (string | number)[];
  message: string;
  name: 'ValidationError';
  /** The message's catalog key, when it has one. */
  i18n?: Message;
}

export const validationError = (message: string | Message, errors: FieldError[] = []): HttpError =>
  new HttpError(400, 'ValidationError', message, errors.length ? { errors } : {});

/** One field's error: its words in English, and its key when it has one. */
export const fieldErrorEntry = (field: string | number, message: string | Message): FieldError =>
  typeof message === 'string'
    ? { path: [field], message, name: 'ValidationError' }
    : { path: [field], message: english(message), name: 'ValidationError', i18n: message };

/** A 400 about one field of the body, named in `details.errors[].path` as Strapi does. */
export const fieldError = (field: string, message: string | Message): HttpError =>
  validationError(message, [fieldErrorEntry(field, message)]);

export const unauthorized = (message = 'Missing or invalid credentials'): HttpError =>
  new HttpError(401, 'UnauthorizedError', message);

export const forbidden = (message = 'Forbidden'): HttpError => new HttpError(403, 'ForbiddenError', message);

export const notFound = (message: string | Message = 'Not Found'): HttpError =>
  new HttpError(404, 'NotFoundError', message);

/**
 * Another club's record, addressed by its id: answered exactly as a missing one, so ids cannot be
 * probed for what exists (docs/decisions/0022). Filters and bodies naming another club stay a 403.
 */
export const notYours = (): HttpError => notFound();

export const conflict = (message: string | Message, details: Record<string, unknown> = {}): HttpError =>
  new HttpError(409, 'ConflictError', message, details);

export const applicationError = (message: string): HttpError =>
  new HttpError(400, 'ApplicationError', message);

/** 429 in the envelope: the answer of every rate limit (also as an errorResponseBuilder: no argument). */
export const tooManyRequests = (): HttpError =>
  new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.');

/** The same 429 for a pilot's page, its words from the catalogs (the same English). */
export const pilotTooManyRequests = (): HttpError =>
  new HttpError(429, 'RateLimitError', msg('pilot.errors.tooManyRequests'));

/** 503 in the envelope: the database is out of reach; the desk's outbox keeps the change and retries. */
export const serviceUnavailable = (): HttpError =>
  new HttpError(503, 'ServiceUnavailableError', 'The database is unavailable, please try again shortly.');
