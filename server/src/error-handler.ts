// Writes every error as a Strapi v4 envelope. Known client errors keep their status; a value the
// database refuses is a 400, a database out of reach a 503; anything unexpected is logged with its
// stack and answered as a bare 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLost, isRefusedValue } from './db/errors';
import { type ErrorName, HttpError, serviceUnavailable, validationError } from './strapi/errors';

const NAMES: Record<number, ErrorName> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'ValidationError',
  429: 'RateLimitError',
  431: 'ValidationError',
};

/** The Strapi error name for a 4xx status; one the dialect has no name for is an ApplicationError. */
export const errorNameFor = (status: number): ErrorName => NAMES[status] ?? 'ApplicationError';

export function toHttpError(error: FastifyError | HttpError | Error): HttpError {
  if (error instanceof HttpError) return error;
  if (isConnectionLost(error)) return serviceUnavailable();
  if (isRefusedValue(error)) return validationError('A value in this request cannot be stored or compared');
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = status === 413 ? 'Request body is too large' : error.message;
    return new HttpError(status, errorNameFor(status), message);
  }
  return new HttpError(500, 'InternalServerError', 'Internal Server Error');
}

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const httpError = toHttpError(error);
  if (httpError.status === 503) request.log.warn(`database unavailable: ${error.message}`);
  else if (httpError.status >= 500) request.log.error({ err: error }, 'unhandled error');
  return reply.code(httpError.status).send(httpError.toEnvelope());
}
