// Compiles a language catalog when a bundle imports it (`@/i18n/catalogs/pt.json?audience=desk`):
// Lingui's own compiler turns each ICU message into the form its runtime reads, so the browser
// carries no message parser, and only the keys that audience shows (src/i18n/audiences.ts).
import { readFileSync } from 'node:fs';
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { type Audience, carries, isAudience } from '../src/i18n/audiences.ts';

const IMPORT = /catalogs[/\\][a-z]{2}\.json\?audience=([a-zA-Z]+)$/;
const CATALOG_FILE = /[/\\]src[/\\]i18n[/\\]catalogs[/\\][a-z]{2}\.json$/;
const PREFIX = '\0compiled-catalog:';

/**
 * Every message of a catalog file that the audience shows, compiled; a bad message names its key.
 * `names`: the build's short names of keys (short-message-ids.ts); a key without one keeps its own.
 */
export function compileCatalog(
  file: string,
  audience: Audience,
  names?: ReadonlyMap<string, string>,
): Messages {
  const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const compiled: Messages = {};
  for (const [key, message] of Object.entries(source)) {
    if (!carries(audience, key)) continue;
    try {
      // Always the token list, plain texts too: Lingui's runtime takes a string for an uncompiled
      // message and warns about it in the console.
      compiled[names?.get(key) ?? key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${String(error)}`);
    }
  }
  return compiled;
}

/** `names`: the keys' short names, used by a build only (tests and the dev server say full keys). */
export function compiledCatalogs(names?: () => ReadonlyMap<string, string>): Plugin {
  let renamed: ReadonlyMap<string, string> | undefined;
  return {
    name: 'ppr-desk-compiled-catalogs',
    enforce: 'pre',
    configResolved(config) {
      renamed = config.command === 'build' ? names?.() : undefined;
    },
    async resolveId(source, importer) {
      const match = IMPORT.exec(source);
      if (!match) return null;
      const resolved = await this.resolve(source.slice(0, source.indexOf('?')), importer, { skipSelf: true });
      if (!resolved || !CATALOG_FILE.test(resolved.id)) return null;
      // The audience after the path: an id ending in .json would be parsed as JSON by Vite again.
      return `${PREFIX}${resolved.id}:${match[1]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, id.lastIndexOf(':'));
      const audience = id.slice(id.lastIndexOf(':') + 1);
      if (!isAudience(audience)) throw new Error(`Unknown catalog audience "${audience}" in ${file}`);
      this.addWatchFile(file);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(file, audience, renamed)))});`;
    },
  };
}
