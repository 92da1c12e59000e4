// History's own texts load with its screen (src/i18n/audiences.ts), so no other screen may name one:
// the desk's catalog lacks them until History has opened. A key of the history audience is named
// only in History's folder, or in a domain module only History's code imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { carries } from './audiences';
import en from './catalogs/en.json';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCREEN = 'src/features/history/';

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources('src').map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
const historyKeys = Object.keys(en).filter((key) => carries('history', key));

/** Files that import `path` (by its alias or a relative path ending in its name). */
function importersOf(path: string): string[] {
  const name = path.replace(/^src\//, '@/').replace(/\.tsx?$/, '');
  const base = name.slice(name.lastIndexOf('/') + 1);
  return files
    .filter(
      ({ text }) => text.includes(`'${name}'`) || new RegExp(`from '\\.{1,2}/[^']*\\b${base}'`).test(text),
    )
    .map(({ path: by }) => by);
}

describe("History's own texts", () => {
  it('are carried by the history audience and left out of the desk catalog', () => {
    expect(historyKeys.length).toBeGreaterThan(50);
    expect(historyKeys.filter((key) => carries('desk', key))).toEqual([]);
  });

  it("are named only by History's code", () => {
    const naming = files.filter(({ text }) => historyKeys.some((key) => text.includes(`'${key}'`)));
    const outside = naming
      .filter(({ path }) => !path.startsWith(SCREEN))
      .filter(({ path }) =>
        importersOf(path).some((by) => !by.startsWith(SCREEN) && !by.startsWith('src/domain/books/')),
      )
      .map(({ path }) => relative(ROOT, join(ROOT, path)));
    expect(naming.length).toBeGreaterThan(3);
    expect(outside).toEqual([]);
  });
});
