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

/** The language an account's mails are written in; only the account itself changes it. */
export async function setAccountLocale(db: Db, id: number, locale: Locale, now: string): Promise<void> {
  await db.updateTable('users').set({ locale, updatedAt: now }).where('id', '=', id).execute();
}

/** The language an account uses the desk in (the default for an account not found). */
export async function accountLocale(db: Db, id: number): Promise<Locale> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirst();
  const locale = row?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
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

/**
 * The account a password reset may be sent for (an owner's, not blocked, with a password), by its
 * email compared lowercased; undefined for any other address.
 */
export async function resettableAccount(
  db: Db,
  email: string,
): Promise<{ id: number; email: string; locale: Locale } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'locale', 'role', 'blocked', 'password_hash'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if (row.role !== 'owner' || row.blocked || row.password_hash === null) return undefined;
  return { id: row.id, email: row.email, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE };
}
