// A temporary static directory as the build leaves it, for tests of the pages the server renders:
// index.html and the request.html the pilot's pages are rendered into; removed by the caller.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REQUEST_HTML =
  '<!doctype html><html lang="en"><head><title>Request to land</title></head><body><main id="page" class="pilot"></main></body></html>';

export interface BuiltPages {
  dir: string;
  remove(): void;
}

export function builtPages(name: string): BuiltPages {
  const dir = mkdtempSync(join(tmpdir(), `ppr-desk-${name}-`));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PPR Desk</title>');
  writeFileSync(join(dir, 'request.html'), REQUEST_HTML);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
