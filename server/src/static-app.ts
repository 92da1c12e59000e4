// Serves the built PWA from the same origin as /api: hashed assets cached for a year, the
// service worker, index.html and config.json never cached, and any other page path answered by
// index.html; Brotli or gzip copies made at build time when the browser takes them. Also reads
// the build's config.json for the API origin the app is pointed at.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiOrigin, RUNTIME_CONFIG_FILE, readRuntimeConfig } from '@/domain/wire/deploy-config';

/**
 * The other origin the built app calls its API on (config.json's apiUrl), so the page's
 * Content-Security-Policy can allow it; null when the app uses this server's own /api.
 */
export function configuredApiOrigin(directory: string): string | null {
  const file = resolve(directory, RUNTIME_CONFIG_FILE);
  if (!existsSync(file)) return null;
  try {
    const { config, problem } = readRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
    if (problem) console.warn(`${file}: ${problem}`);
    return apiOrigin(config.apiUrl);
  } catch (error) {
    console.warn(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export async function serveApp(app: FastifyInstance, directory: string): Promise<boolean> {
  const root = resolve(directory);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: 'index.html',
    // The build writes .br and .gz beside each file (vite-plugins/precompress.ts): chosen by
    // Accept-Encoding, with Vary, at no CPU cost per request.
    preCompressed: true,
    // A build has no dotfiles; one left in the folder (an .env) is no one's business.
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
