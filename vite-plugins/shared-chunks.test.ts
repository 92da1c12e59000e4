import { describe, expect, it } from 'vitest';
import { sharedChunkGroups } from './shared-chunks';

/** A module graph as Rolldown answers it: static and dynamic imports per module id. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  const infos = new Map(
    Object.entries(modules).map(([id, { imports = [], lazy = [] }]) => [
      id,
      { importedIds: imports, dynamicallyImportedIds: lazy },
    ]),
  );
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const REACT = '/app/node_modules/react/index.js';
const MARKDOWN = '/app/node_modules/markdown/index.js';
const modules = graph({
  '/app/index.html': { imports: ['/app/src/desk.tsx'] },
  '/app/src/desk.tsx': {
    imports: [REACT, '/app/src/ui/TextField.tsx'],
    lazy: ['/app/src/screens/history.tsx'],
  },
  '/app/src/screens/history.tsx': { imports: ['/app/src/domain/fees/money.ts'] },
  '/app/request.html': { imports: ['/app/src/pilot/pilot-entry.tsx'] },
  '/app/src/pilot/pilot-entry.tsx': {
    imports: [
      REACT,
      MARKDOWN,
      '/app/src/ui/TextField.tsx',
      '/app/src/domain/fees/money.ts',
      '/app/src/pilot/form.tsx',
    ],
    lazy: ['/app/src/pilot/rules.ts'],
  },
  '/app/src/pilot/rules.ts': { imports: ['/app/src/domain/club/closures.ts'] },
  '/app/src/domain/club/closures.ts': {},
  '/app/src/ui/TextField.tsx': { imports: [REACT] },
  '/app/src/domain/fees/money.ts': {},
  '/app/src/pilot/form.tsx': {},
  [REACT]: {},
  [MARKDOWN]: {},
});

const [libraries, app] = sharedChunkGroups({ desk: '/app/index.html', pilot: '/app/request.html' });
const chunkOf = (id: string) => libraries?.name(id, modules) ?? app?.name(id, modules) ?? null;

describe('the chunks the pilot page shares with the desk', () => {
  it('puts the libraries both import in one chunk and the desk modules the pilot page loads in another', () => {
    expect(chunkOf(REACT)).toBe('react-dom');
    expect(chunkOf('/app/src/ui/TextField.tsx')).toBe('pilot-shared');
    // Reached by the desk only through a lazy screen: still shared, since the pilot page needs it at once.
    expect(chunkOf('/app/src/domain/fees/money.ts')).toBe('pilot-shared');
  });

  it("leaves what only one of them loads, and what the pilot page loads later, to Rolldown's own chunks", () => {
    expect(chunkOf(MARKDOWN)).toBeNull();
    expect(chunkOf('/app/src/pilot/form.tsx')).toBeNull();
    expect(chunkOf('/app/src/desk.tsx')).toBeNull();
    expect(chunkOf('/app/src/screens/history.tsx')).toBeNull();
    expect(chunkOf('/app/src/domain/club/closures.ts')).toBeNull();
  });

  it('gives the libraries precedence, so the app group taking its imports leaves React where it is', () => {
    expect(libraries?.priority).toBeGreaterThan(app?.priority ?? Number.POSITIVE_INFINITY);
  });
});
