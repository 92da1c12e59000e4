import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./catalogs/${locale}.json`, import.meta.url), 'utf8'));

/** The names of a message's placeholders ({origin}, {count, plural, …}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object') {
        for (const [key, choice] of Object.entries(choices)) {
          if (key !== 'offset' && Array.isArray(choice)) walk(choice);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** The code that names catalog keys: the desk's, the pilot's page and the server (its mails and PDFs). */
function sourceText(dir: URL): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('the language catalogs', () => {
  const english = catalog('en');

  it('holds no text the code never says: each key is named, or begins a key the code builds', () => {
    const code = [new URL('..', import.meta.url), new URL('../../server/src', import.meta.url)]
      .map(sourceText)
      .join('\n');
    // `settings.aerodrome.${lookup.kind}`: the part before the placeholder.
    const built = [...code.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*\.)\$\{/g)].map((match) => match[1] ?? '');
    const unsaid = Object.keys(english).filter(
      (key) => !code.includes(key) && !built.some((prefix) => key.startsWith(prefix)),
    );
    expect(unsaid).toEqual([]);
  });

  it.each(LOCALES)('%s holds exactly the English keys, in order, each a valid ICU message', (locale) => {
    const messages = catalog(locale);
    expect(Object.keys(messages)).toEqual(Object.keys(english));
    for (const [key, message] of Object.entries(messages)) {
      expect(message.trim(), key).not.toBe('');
      expect(() => compileMessageOrThrow(message), key).not.toThrow();
    }
  });

  it('keeps its keys sorted, so two people adding texts rarely meet in the same lines', () => {
    const keys = Object.keys(english);
    expect(keys).toEqual([...keys].sort());
  });

  it.each(LOCALES)('%s uses the same placeholders as English in every message', (locale) => {
    const messages = catalog(locale);
    for (const [key, message] of Object.entries(english)) {
      expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(message));
    }
  });
});
