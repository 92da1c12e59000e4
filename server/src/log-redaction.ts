// What the server's log may say about a request: its method, its URL with every secret in it
// blanked (a pilot's status link, a password reset link) and the client's address; never a header.
import type { FastifyRequest } from 'fastify';

/** A path segment that is a token we issued (status, reset): 20 or more base64url characters. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;
const SECRET_QUERY = /^(token|code|key|jwt)$/i;
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2);
      return value !== undefined && SECRET_QUERY.test(decodeURIComponent(name))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Pino's serializer for the request Fastify logs with each line at info. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
