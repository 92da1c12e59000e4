// The token-signing secret when JWT_SECRET is not set: generated once and kept beside the SQLite
// file (mode 0600), or in the database on PostgreSQL so every server process signs with the same
// key; either way restarts keep everyone signed in.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { privateDir, writePrivateFile } from '../private-files';
import { keepFirstValue } from '../repositories/server-meta';
import type { Db } from './database';

const newSecret = () => randomBytes(48).toString('base64url');

/** The jwt-secret file beside the SQLite database, or null when there is none worth keeping. */
export function readSecretFile(databaseFile: string): string | null {
  const file = join(dirname(databaseFile), 'jwt-secret');
  if (!existsSync(file)) return null;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : null;
}

export function loadOrCreateSecret(databaseFile: string): string {
  const stored = readSecretFile(databaseFile);
  if (stored) return stored;
  privateDir(dirname(databaseFile));
  const secret = newSecret();
  writePrivateFile(join(dirname(databaseFile), 'jwt-secret'), secret);
  return secret;
}

export const JWT_SECRET_KEY = 'jwt_secret';

/** The secret the database keeps for all its server processes (PostgreSQL). */
export function sharedSecret(db: Db): Promise<string> {
  return keepFirstValue(db, JWT_SECRET_KEY, newSecret());
}
