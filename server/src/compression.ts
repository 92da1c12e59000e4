// Compresses API answers and the pilot's server-rendered pages on the fly. Static files are
// precompressed at build time (vite-plugins/precompress.ts) and served by static-app.ts with their
// encoding already set, so they are not squeezed again here.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Under this an answer fits a packet or two anyway: compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Preferred first: Brotli is a fifth smaller than gzip on our JSON. */
export const API_ENCODINGS = ['br', 'gzip'] as const;
export type ApiEncoding = (typeof API_ENCODINGS)[number];

// Quality 4 keeps Brotli as cheap as gzip's default, where the default 11 would cost the landings
// list most of its requests/s.
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...API_ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    // JSON, and the pilot's pages rendered per request (routes/request-pages.ts). The built app's
    // files come precompressed, and the live streams hijack their reply (sync/event-stream.ts,
    // sync/status-stream.ts), so neither is buffered or squeezed again here.
    customTypes: /^(application\/json|text\/html)\b/,
  });
}
