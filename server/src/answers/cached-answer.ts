// A read route's answer, given again from the answer cache while the database has not moved, in
// the encoding the caller accepts, compressed once per version (docs/decisions/0016).
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authenticate';
import { type ApiEncoding, BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, GZIP_OPTIONS } from '../compression';
import type { AppContext } from '../context';
import { dataVersion } from '../db/data-version';
import { acceptedEncoding } from './accept-encoding';
import { answerKey, type KeptAnswer } from './answer-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encoders: Record<ApiEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipAsync(body, GZIP_OPTIONS),
};

// A route's response schema always yields a string; the other types are for custom serialisers.
const asBuffer = (serialized: string | ArrayBuffer | Buffer): Buffer =>
  typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as Uint8Array);

function keep(
  ctx: Pick<AppContext, 'answers'>,
  key: string,
  version: string,
  serialized: string | ArrayBuffer | Buffer,
): KeptAnswer {
  const body = asBuffer(serialized);
  ctx.answers.set(key, version, body);
  return { body, encoded: new Map() };
}

export interface AnswerOptions {
  /** The app compresses JSON (AppOptions.compressApi): kept answers are sent compressed too. */
  compress: boolean;
}

/**
 * `read` builds the answer (and throws the refusals, which are never kept); it is serialised by
 * the route's response schema, so a kept answer is byte for byte the one a fresh read gives.
 */
export async function cachedAnswer(
  ctx: Pick<AppContext, 'db' | 'answers'>,
  options: AnswerOptions,
  caller: Caller | null,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const version = ctx.answers.enabled ? await dataVersion(ctx.db) : null;
  const key = answerKey(caller, request.url);
  reply.type(JSON_TYPE);
  // Nothing kept: @fastify/compress squeezes the body if asked. A Buffer, as a string would be
  // encoded twice (its length for the header, then the socket).
  if (version === null) return reply.send(asBuffer(reply.serialize(await read())));
  const answer = ctx.answers.get(key, version) ?? keep(ctx, key, version, reply.serialize(await read()));
  const encoding = options.compress ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding || answer.body.byteLength < COMPRESS_THRESHOLD_BYTES) return reply.send(answer.body);
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encoded = await encoders[encoding](answer.body);
    ctx.answers.setEncoded(key, version, encoding, encoded);
  }
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
}
