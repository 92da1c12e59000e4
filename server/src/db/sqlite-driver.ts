// Whether the installed SQLite driver can run on this Node: better-sqlite3 12 (the last release for
// Node 20) aborts the process on Node 24.19 and later, and 13 (its fix) needs Node 22 (docs/decisions/0025).
import { createRequire } from 'node:module';

const major = (version: string): number => Number(/^v?(\d+)/.exec(version)?.[1] ?? Number.NaN);
const minor = (version: string): number => Number(/^v?\d+\.(\d+)/.exec(version)?.[1] ?? Number.NaN);

/**
 * Since Node 24.19 a native object collected outside JavaScript (an idle garbage collection) checks
 * for an environment that is not there; better-sqlite3 before 13 builds its statements on that
 * object, so the first idle collection after a query ends the process with SIGABRT.
 */
export function nodeNeedsDriver13(nodeVersion: string): boolean {
  const m = major(nodeVersion);
  return m > 24 || (m === 24 && minor(nodeVersion) >= 19);
}

/** The line that stops the start, or null when the driver suits this Node. */
export function sqliteDriverProblem(nodeVersion: string, driverVersion: string): string | null {
  if (!nodeNeedsDriver13(nodeVersion) || major(driverVersion) >= 13) return null;
  return (
    `Node ${nodeVersion} needs better-sqlite3 13 or later (installed: ${driverVersion}, which aborts on this Node). ` +
    'Run `npm install better-sqlite3@13` in the project, then start again.'
  );
}

/** The installed better-sqlite3's version, read from its package file. */
export function installedDriverVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('better-sqlite3/package.json') as { version: string }).version;
}
