// Files that hold the club's data or secrets (the SQLite file with its WAL, the token key, mails
// waiting as .eml) are the server account's alone: 0600 files in 0700 folders it creates.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';

export const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

/** Makes a folder (and its parents) that only this account can enter, if it is not there yet. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
}

/** Creates the file empty at 0600 if it is not there, and narrows it (and these beside it) if it is. */
export function privateFile(file: string, companions: readonly string[] = []): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE));
  for (const path of [file, ...companions]) if (existsSync(path)) chmodSync(path, PRIVATE_FILE);
}

/** Writes a file readable by this account only, even when it replaces an older one. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE });
  chmodSync(file, PRIVATE_FILE);
}
