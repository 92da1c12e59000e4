// One name per file across the front end (docs/architecture.md): a name says what the file holds, so
// two files under one name would be two things called the same. Tests, index files and the router's
// route files (named by their URL) are left out.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx)$/.test(path))
    .filter((path) => !path.startsWith('routes/') && !/\.test\.tsx?$/.test(path))
    .filter((path) => !/^index\./.test(basename(path)));
}

describe('file names in src', () => {
  it('finds the source files it checks', () => {
    expect(sourceFiles().length).toBeGreaterThan(100);
  });

  it('gives no two files the same name', () => {
    const byName = new Map<string, string[]>();
    for (const path of sourceFiles())
      byName.set(basename(path), [...(byName.get(basename(path)) ?? []), path]);
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([]);
  });
});
