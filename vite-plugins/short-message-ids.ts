// Gives the desk's own catalog keys short names in the build (docs/decisions/0074): the name of a key
// is written once in each language's catalog and once where the code says it, so at 1,000 keys the
// names weighed more than most screens. Keys that leave the desk's own code keep their full name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { carries } from '../src/i18n/audiences.ts';

/** A catalog key as it is written in code: dotted words, quoted alone. */
const QUOTED_KEY = /(["'`])([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)\1/g;
/** The start of a key the code builds from a value, `settings.aerodrome.${kind}`. */
const BUILT_KEY = /`([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*\.)\$\{/g;
/** A dotted name anywhere in built code, quoted or not. */
const DOTTED = /[a-zA-Z]+(?:\.[a-zA-Z0-9]+)+/g;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Keys stored in IndexedDB with an outbox entry (`errorWords`), so they must mean the same to the
 * next version of the desk: its data layer's errors and the sync's own refusals.
 */
const STORED = ['errors.', 'sync.'];

/** The n-th short name: a, …, Z, aa, ab, …: never a dotted name, so never a kept key. */
export function shortName(n: number): string {
  let name = '';
  let rest = n;
  do {
    name = LETTERS[rest % LETTERS.length] + name;
    rest = Math.floor(rest / LETTERS.length) - 1;
  } while (rest >= 0);
  return name;
}

export interface KeySources {
  /** Code that runs on the server, or that the server shares (its Messages reach the desk as data). */
  server: readonly string[];
  /** The desk's own code. */
  desk: readonly string[];
}

/**
 * The keys that keep their full name: those the server names (it sends Messages to the desk and
 * renders the pilot's page with its own catalog), those stored with the outbox, and those built from
 * a value, by the desk or the server (only a whole quoted key can be renamed where the code says it).
 */
export function keptKeys(keys: readonly string[], sources: KeySources): Set<string> {
  const named = new Set<string>();
  for (const code of sources.server) for (const match of code.matchAll(QUOTED_KEY)) named.add(match[2] ?? '');
  const built = [...sources.desk, ...sources.server].flatMap((code) =>
    [...code.matchAll(BUILT_KEY)].map((match) => match[1] ?? ''),
  );
  const prefixes = [...STORED, ...built.filter(Boolean)];
  return new Set(
    keys.filter(
      (key) => named.has(key) || carries('pilot', key) || prefixes.some((prefix) => key.startsWith(prefix)),
    ),
  );
}

/** Full name → short name for every key not kept, in the catalog's order (gzip finds runs). */
export function shortNames(keys: readonly string[], kept: ReadonlySet<string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const key of keys) if (!kept.has(key)) names.set(key, shortName(names.size));
  return names;
}

/** The code with every quoted key of `names` written by its short name. */
export const renameKeys = (code: string, names: ReadonlyMap<string, string>): string =>
  code.replace(QUOTED_KEY, (quoted, quote: string, key: string) => {
    const name = names.get(key);
    return name === undefined ? quoted : `${quote}${name}${quote}`;
  });

/** Renamed keys still written in full in built code: said in a way the renaming did not see. */
export const unrenamed = (code: string, names: ReadonlyMap<string, string>): string[] =>
  [...new Set(code.match(DOTTED) ?? [])].filter((name) => names.has(name));

function sourceFiles(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return entries
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** The short names of a checkout's catalog keys, from its English catalog and its sources. */
export function messageIdNames(root: string): Map<string, string> {
  const catalog = JSON.parse(readFileSync(join(root, 'src/i18n/catalogs/en.json'), 'utf8')) as object;
  const keys = Object.keys(catalog);
  const sources = {
    server: [...sourceFiles(join(root, 'server/src')), ...sourceFiles(join(root, 'src/domain'))],
    desk: sourceFiles(join(root, 'src')),
  };
  return shortNames(keys, keptKeys(keys, sources));
}

/**
 * Renames the keys in the built chunks (the catalogs are compiled with the same names,
 * compiled-catalogs.ts), and fails the build if a renamed key is still written in full anywhere.
 */
export function shortMessageIds(names: () => ReadonlyMap<string, string>): Plugin {
  return {
    name: 'ppr-desk-short-message-ids',
    apply: 'build',
    renderChunk(code) {
      return { code: renameKeys(code, names()), map: null };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const left = unrenamed(file.code, names());
        if (left.length > 0) {
          this.error(`${file.fileName} says catalog keys the build renamed in full: ${left.join(', ')}`);
        }
      }
    },
  };
}
