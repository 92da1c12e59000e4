// The users table: accounts (owners and pilots), their password hashes and token versions.
// The only place that reads or writes those columns.
import { sql } from 'kysely';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locale';
import type { Db } from '../db/database';
import type { UserRole, UserTable } from '../db/schema';

type NewAccount = Pick<UserTable, 'username' | 'email' | 'password_hash'> &
  Partial<Pick<UserTable, 'name' | 'licenceNumber' | 'callSign' | 'clubOwner_id'>> & {
    role?: UserRole;
    locale?: Locale;
  };

export interface AccountRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  token_version: number;
  blocked: number;
  clubOwner_id: number | null;
  role: UserRole;
}

const accountColumns = [
  'id',
  'username',
  'email',
  'password_hash',
  'token_version',
  'blocked',
  'clubOwner_id',
  'role',
] as const;

export function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(accountColumns).where('id', '=', id).executeTakeFirst();
}

/** Strapi's identifier is an email or a username, case-insensitively. */
export function findAccountByIdentifier(db: Db, identifier: string): Promise<AccountRow | undefined> {
  const lowered = identifier.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select(accountColumns)
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', lowered), eb(sql`lower(username)`, '=', lowered)]))
    .executeTakeFirst();
}

export async function emailOrUsernameTaken(db: Db, email: string, username: string): Promise<boolean> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql`lower(email)`, '=', email.trim().toLowerCase()),
        eb(sql`lower(username)`, '=', username.trim().toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return found !== undefined;
}

export async function createAccount(db: Db, values: NewAccount, now: string): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      provider: 'local',
      token_version: 0,
      confirmed: 1,
      blocked: 0,
      name: null,
      licenceNumber: null,
      callSign: null,
      clubOwner_id: null,
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Sets a new hash and bumps the token version: every older token stops working. */
export async function changePassword(db: Db, id: number, passwordHash: string, now: string): Promise<number> {
  const { token_version } = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updatedAt: now,
    }))
    .where('id', '=', id)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return token_version;
}

export async function setClubOwner(db: Db, userId: number, clubId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ clubOwner_id: clubId, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

/** The account an email belongs to, whatever its role; emails compare lowercased (stored as typed). */
export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'name', 'licenceNumber'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** A free username for a new pilot: the email, else the email with -2, -3 … */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = email.trim().toLowerCase();
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(username)`, '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * A pilot who asked on a request page (ADR 0009): an account with no usable password, which can
 * never sign in. Call inside the request's transaction.
 */
export async function createPilot(
  db: Db,
  pilot: { email: string; name: string; licenceNumber: string },
  now: string,
): Promise<number> {
  return createAccount(
    db,
    {
      username: await freeUsername(db, pilot.email),
      email: pilot.email.trim(),
      password_hash: null,
      name: pilot.name,
      licenceNumber: pilot.licenceNumber,
      role: 'pilot',
    },
    now,
  );
}

/** Fills what a known pilot's account lacks; a public page never overwrites what is there. */
export async function fillPilotBlanks(
  db: Db,
  id: number,
  values: { name: string; licenceNumber: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      name: eb.fn.coalesce('name', eb.val(values.name)),
      licenceNumber: eb.fn.coalesce('licenceNumber', eb.val(values.licenceNumber)),
      updatedAt: now,
    }))
    .where('id', '=', id)
    .execute();
}

/** The language an account's mails are written in; only the account itself changes it. */
export async function setAccountLocale(db: Db, id: number, locale: Locale, now: string): Promise<void> {
  await db.updateTable('users').set({ locale, updatedAt: now }).where('id', '=', id).execute();
}

/** Where and in which language to write to the account that owns the club, if any. */
export async function clubOwnerAddress(
  db: Db,
  clubId: number,
): Promise<{ email: string; locale: Locale } | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'locale'])
    .where('clubOwner_id', '=', clubId)
    .executeTakeFirst();
  if (!row) return null;
  return { email: row.email, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE };
}
