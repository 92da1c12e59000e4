// Typed failures of the API layer. Callers classify these (the replayer by status, screens by
// kind); the API layer itself never shows or redirects anything.
import { inEnglish } from '@/data/english-words';
import { type ErrorId, type Message, msg } from '@/i18n/messages';

/** The request a failure belongs to, e.g. {method: 'PUT', path: 'landings/12'}. */
export interface RequestLine {
  method: string;
  path: string;
}

/** The server answered with a non-2xx status; fields come from Strapi's `error` envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The message as a catalog key, when our server gave one (`details.i18n`): said in the desk's language. */
  readonly words: Message | null;
  constructor(
    readonly status: number,
    /** Strapi's error name, e.g. 'ValidationError', 'ConflictError'. */
    readonly errorName: string,
    message: string,
    readonly details: unknown,
    readonly request: RequestLine | null = null,
  ) {
    super(message);
    this.words = messageIn(details);
  }
}

/** `details.i18n` as a Message; a plain Strapi's answers have none. */
function messageIn(details: unknown): Message | null {
  if (!isRecord(details) || !isRecord(details.i18n) || typeof details.i18n.id !== 'string') return null;
  const values = isRecord(details.i18n.values) ? (details.i18n.values as Message['values']) : undefined;
  return msg(details.i18n.id as Message['id'], values);
}

/** No answer at all: the fetch failed (offline, DNS, connection reset) or timed out. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  /** What the operator reads; `message` stays as the browser or the client put it, for logs. */
  readonly words: Message<ErrorId>;
  constructor(
    message: string,
    readonly timedOut = false,
    readonly request: RequestLine | null = null,
    words?: Message<ErrorId>,
  ) {
    super(message);
    this.words = words ?? (timedOut ? msg('errors.timeout') : msg('errors.network'));
  }
}

/**
 * The server is up but the browser would not let the app read its answer: its CORS settings do
 * not allow this page's origin (or a header the request carried). Nothing was applied, and
 * retrying will not help until the server's settings change, so the message says what to change.
 */
export class CorsError extends NetworkError {
  override readonly name = 'CorsError';
  constructor(request: RequestLine | null, origin: string | null) {
    super(corsAdvice(origin), false, request, corsWords(origin));
  }
}

/** The CORS advice as the operator reads it, in the desk's language. */
export function corsWords(origin: string | null): Message<ErrorId> {
  return origin ? msg('errors.corsAt', { origin }) : msg('errors.cors');
}

/** The CORS advice in English, for logs (and CorsError's `message`). */
export function corsAdvice(origin: string | null): string {
  return inEnglish(corsWords(origin));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export function isCorsError(error: unknown): error is CorsError {
  return error instanceof CorsError;
}

/** 401, and Strapi's 403 for a missing token: the session must be renewed before retrying. */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Build an ApiError from a response body that may or may not be Strapi's error envelope. */
export function apiErrorFromBody(
  status: number,
  statusText: string,
  body: unknown,
  request: RequestLine | null = null,
): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const name = error && typeof error.name === 'string' ? error.name : `HTTP${status}`;
  const message = error && typeof error.message === 'string' ? error.message : statusText || `HTTP ${status}`;
  return new ApiError(status, name, message, error ? (error.details ?? null) : null, request);
}
