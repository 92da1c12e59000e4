// Password hashing with node:crypto scrypt. Stored as `scrypt$N$r$p$salt$hash` (base64),
// so the cost can be raised later without breaking existing hashes.
import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1 } as const;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A salt for checks that have no account: a fresh one per process, never stored. */
const DECOY_SALT = randomBytes(16);

/**
 * Runs the same scrypt work as a real check and fails: an unknown identifier (or an account with
 * no usable hash) then answers in the time a wrong password takes, so timing tells no one apart.
 */
async function decoyCheck(password: string): Promise<false> {
  await scrypt(password, DECOY_SALT, KEY_LENGTH, COST);
  return false;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return decoyCheck(password);
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return decoyCheck(password);
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
