// Answers what Node's HTTP parser refuses before Fastify sees a request (headers or URL beyond
// 16 KB, a malformed request, a request timeout) in the Strapi error envelope, on the raw socket.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { errorNameFor } from './error-handler';
import { HttpError } from './strapi/errors';

function refusal(code: string | undefined): HttpError {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new HttpError(431, errorNameFor(431), 'The request headers or URL are too large');
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new HttpError(408, errorNameFor(408), 'The request took too long to arrive');
  }
  return new HttpError(400, errorNameFor(400), 'Malformed HTTP request');
}

export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const httpError = refusal(error.code);
  const body = JSON.stringify(httpError.toEnvelope());
  socket.end(
    [
      `HTTP/1.1 ${httpError.status} ${STATUS_CODES[httpError.status] ?? 'Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
