// Serves the built PWA from the same origin as /api: hashed assets cached for a year, the
// service worker and index.html never cached, and any other page path answered by index.html.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function serveApp(app: FastifyInstance, directory: string): Promise<boolean> {
  const root = resolve(directory);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: 'index.html',
    // A build has no dotfiles; one left in the folder (an .env) is no one's business.
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
