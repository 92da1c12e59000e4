// The baseline the browser figures are compared with: one commit's tree, installed and built once
// into a cache folder ($HOME/.cache/ppr-desk/bench-baseline/<commit>) and reused by later runs.
// Owns that folder: it is built beside its final name and renamed into place only when complete.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The pre-React main (Preact through React's names, docs/decisions/0013); BENCH_BASELINE_REF overrides it. */
export const DEFAULT_BASELINE_REF = '15d903b';

const HERE = resolve(import.meta.dirname, '..');
const CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'ppr-desk', 'bench-baseline');
/** Written last: a folder without it is a build that was cut short. */
const READY = '.bench-ready';

export interface BaselineBuild {
  /** What was asked for, e.g. 15d903b or main. */
  ref: string;
  commit: string;
  /** The checkout: its server runs from here and its build is `dist` in it. */
  root: string;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: HERE, encoding: 'utf8' }).trim();
}

/** Runs a step of the build with its output in the folder's build.log; throws when it fails. */
function step(dir: string, command: string, args: string[]): void {
  const log = openSync(join(dir, 'build.log'), 'a');
  const { status } = spawnSync(command, args, { cwd: dir, stdio: ['ignore', log, log] });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The baseline's folder, built first if no earlier run left it complete. */
export function baselineBuild(ref = process.env.BENCH_BASELINE_REF ?? DEFAULT_BASELINE_REF): BaselineBuild {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const root = join(CACHE, commit);
  if (existsSync(join(root, READY))) return { ref, commit, root };
  console.log(`Building the baseline ${ref} (${commit.slice(0, 7)}) once into ${root}`);
  rmSync(root, { recursive: true, force: true });
  const building = `${root}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', commit], { cwd: HERE, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', building], { input: tar });
    step(building, 'npm', ['ci', '--no-audit', '--no-fund']);
    step(building, 'npm', ['run', 'build']);
    writeFileSync(join(building, READY), `${commit}\n`);
    renameSync(building, root);
  } catch (error) {
    // The log outlives the half-built folder, for the reader of the error.
    const log = `${root}.failed.log`;
    if (existsSync(join(building, 'build.log'))) copyFileSync(join(building, 'build.log'), log);
    rmSync(building, { recursive: true, force: true });
    throw new Error(`The baseline ${ref} did not build (${String(error)}): see ${log}`);
  }
  return { ref, commit, root };
}
