// Errors in the Strapi v4 envelope: `{data: null, error: {status, name, message, details}}`.
// Routes throw these; the app's error handler is the only place that writes them out.

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
  constructor(
    readonly status: number,
    readonly errorName: ErrorName,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
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
}

export const validationError = (message: string, errors: FieldError[] = []): HttpError =>
  new HttpError(400, 'ValidationError', message, errors.length ? { errors } : {});

/** A 400 about one field of the body, named in `details.errors[].path` as Strapi does. */
export const fieldError = (field: string, message: string): HttpError =>
  validationError(message, [{ path: [field], message, name: 'ValidationError' }]);

export const unauthorized = (message = 'Missing or invalid credentials'): HttpError =>
  new HttpError(401, 'UnauthorizedError', message);

export const forbidden = (message = 'Forbidden'): HttpError => new HttpError(403, 'ForbiddenError', message);

export const notFound = (message = 'Not Found'): HttpError => new HttpError(404, 'NotFoundError', message);

export const conflict = (message: string, details: Record<string, unknown> = {}): HttpError =>
  new HttpError(409, 'ConflictError', message, details);

export const applicationError = (message: string): HttpError =>
  new HttpError(400, 'ApplicationError', message);

/** 429 in the envelope: the answer of every rate limit. */
export const tooManyRequests = (): HttpError =>
  new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.');

/** 503 in the envelope: the database is out of reach; the desk's outbox keeps the change and retries. */
export const serviceUnavailable = (): HttpError =>
  new HttpError(503, 'ServiceUnavailableError', 'The database is unavailable, please try again shortly.');
