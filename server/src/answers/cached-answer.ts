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
  let answer: KeptAnswer | undefined = version === null ? undefined : ctx.answers.get(key, version);
  if (!answer) {
    const serialized = reply.serialize(await read());
    // A route's response schema always yields a string; the other types are for custom serialisers.
    const body =
      typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as Uint8Array);
    if (version !== null) ctx.answers.set(key, version, body);
    answer = { body, encoded: new Map() };
  }
  reply.type(JSON_TYPE);
  const encoding = options.compress ? acceptedEncoding(request.headers['accept-encoding']) : null;
  // Without a version nothing is kept: @fastify/compress squeezes the plain body as before.
  if (!encoding || version === null || answer.body.byteLength < COMPRESS_THRESHOLD_BYTES)
    return reply.send(answer.body);
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encoded = await encoders[encoding](answer.body);
    ctx.answers.setEncoded(key, version, encoding, encoded);
  }
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
}
