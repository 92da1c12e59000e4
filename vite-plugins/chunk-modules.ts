// Writes .vite/chunk-modules.json: which source modules went into which chunk, so the bundle budget
// (scripts/bundle-budget.mjs) can tell what a route loads, not only how much.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'ppr-desk-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // Virtual modules start with \0; everything else is a path we show relative to the project.
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(root, id.split('?')[0] ?? id));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
