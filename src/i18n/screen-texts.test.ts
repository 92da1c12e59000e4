// A screen's own texts load with that screen (src/i18n/audiences.ts), so no other screen may name
// one: the desk's catalog lacks them until the screen has opened. A key of a screen's audience is
// named only in the screen's folder, or in a module only the screen's code imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Audience, carries } from './audiences';
import en from './catalogs/en.json';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources('src').map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

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

/** Each screen whose texts load with it: its folder, and where else the code that names them may be. */
const SCREENS: ReadonlyArray<{ audience: Audience; folder: string; importedFrom: readonly string[] }> = [
  { audience: 'history', folder: 'src/features/history/', importedFrom: ['src/domain/books/'] },
  { audience: 'settings', folder: 'src/features/settings/', importedFrom: [] },
  { audience: 'createLanding', folder: 'src/features/movements/create/', importedFrom: [] },
];

describe.each(SCREENS)("the $audience screen's own texts", ({ audience, folder, importedFrom }) => {
  const keys = Object.keys(en).filter((key) => carries(audience, key));

  it('are carried by its audience and left out of the desk catalog', () => {
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => carries('desk', key))).toEqual([]);
  });

  it("are named only by the screen's code", () => {
    const within = (path: string) =>
      path.startsWith(folder) || importedFrom.some((from) => path.startsWith(from));
    const naming = files.filter(({ text }) => keys.some((key) => text.includes(`'${key}'`)));
    const outside = naming
      .filter(({ path }) => !path.startsWith(folder))
      .filter(({ path }) => importersOf(path).some((by) => !within(by)))
      .map(({ path }) => relative(ROOT, join(ROOT, path)));
    expect(naming.length).toBeGreaterThan(3);
    expect(outside).toEqual([]);
  });
});

const textOf = new Map(files.map(({ path, text }) => [path, text]));

/** The source files a module loads with it: its static imports, followed (dynamic ones come later). */
function loadedWith(path: string, seen = new Set<string>()): Set<string> {
  const text = textOf.get(path);
  if (text === undefined || seen.has(path)) return seen;
  seen.add(path);
  for (const [, spec = ''] of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gm)) {
    if (!spec.startsWith('@/') && !spec.startsWith('.')) continue; // a package's
    const base = spec.startsWith('@/') ? `src/${spec.slice(2)}` : join(dirname(path), spec);
    const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((p) => textOf.has(p));
    if (found) loadedWith(found, seen);
  }
  return seen;
}

describe("the hidden Settings sections' texts", () => {
  const keys = Object.keys(en).filter((key) => carries('settingsSections', key));

  it('are named by none of the code the Settings screen opens with', () => {
    const screen = loadedWith('src/features/settings/SettingsPage.tsx');
    const naming = [...screen].filter((path) => keys.some((key) => textOf.get(path)?.includes(`'${key}'`)));
    expect(screen.size).toBeGreaterThan(10);
    expect(keys.length).toBeGreaterThan(20);
    expect(naming).toEqual([]);
  });

  it("are the Settings screen's words, left out of its own catalog and of the desk's", () => {
    expect(keys.every((key) => key.startsWith('settings.'))).toBe(true);
    expect(keys.filter((key) => carries('settings', key) || carries('desk', key))).toEqual([]);
  });
});
