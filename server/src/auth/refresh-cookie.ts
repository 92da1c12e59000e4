// The refresh token's cookie (docs/decisions/0023): HttpOnly (no script reads it), SameSite=Strict
// (no other site's page makes the browser send it), Path=/api/auth (no other call carries it) and
// Secure, except over plain http to this machine itself (localhost, 127.0.0.1, ::1), which browsers
// count as a secure context; a plain-http LAN address gets Secure too, and browsers then keep no
// cookie there: such a desk signs in again when its access token ends.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'ppr_desk_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host's name without its port (and an IPv6 address keeps its brackets). */
function hostName(request: FastifyRequest): string {
  const host = request.hostname.toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** Secure unless the request is plain http to this machine itself. */
export function cookieSecure(request: FastifyRequest): boolean {
  return !(request.protocol === 'http' && LOOPBACK.has(hostName(request)));
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (cookieSecure(request)) parts.push('Secure');
  return parts.join('; ');
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  void reply.header('set-cookie', cookie(request, token, maxAgeSeconds));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookie(request, '', 0));
}

/** The refresh token the browser sent, if any (the first of that name). */
export function readRefreshCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === REFRESH_COOKIE) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * A cookie-authenticated call from another site's page is refused outright. SameSite=Strict
 * already keeps the cookie off such a request; Sec-Fetch-Site says so explicitly where the
 * browser sends it (a browser that does not is left to SameSite).
 */
export const crossSite = (request: FastifyRequest): boolean =>
  request.headers['sec-fetch-site'] === 'cross-site';
