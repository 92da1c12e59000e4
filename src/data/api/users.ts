// Users: the signed-in owner with their club (where the club id comes from), the pilot list, and
// on our server the language of the owner's mails.
import type { Club, User } from '@/domain/wire/entities';
import { accountLocaleBody } from '@/domain/wire/user-schema';
import type { Locale } from '@/i18n/locale';
import { checkedBody } from './checked-body';
import type { ApiClient } from './client';
import { toClub, toUser } from './normalise';
import { unwrapFlat, unwrapFlatList } from './strapi';

export interface Owner {
  user: User;
  club: Club | null;
}

/**
 * What qs builds for `{populate: {clubOwner: {populate: 'category'}}}`, written out because sign-in
 * is the only caller that runs before the app's heavier chunks load.
 */
const OWNER_QUERY = 'populate[clubOwner][populate]=category';

/** GET users/:id with clubOwner and its category. A 204 (unknown id) gives null. */
export async function getOwner(api: ApiClient, userId: number, token?: string): Promise<Owner | null> {
  const rec = unwrapFlat(
    await api.get(`users/${userId}`, { query: OWNER_QUERY, ...(token ? { token } : {}) }),
  );
  if (!rec) return null;
  const club = typeof rec.clubOwner === 'object' && rec.clubOwner !== null ? rec.clubOwner : null;
  return { user: toUser(rec), club: club ? toClub(club as Record<string, unknown>) : null };
}

export async function listUsers(api: ApiClient, signal?: AbortSignal): Promise<User[]> {
  return unwrapFlatList(await api.get('users', { signal })).map(toUser);
}

/** PUT users/:id on our server ('account-locale'): the language the mails to this owner are written in. */
export async function saveAccountLocale(api: ApiClient, userId: number, locale: Locale): Promise<void> {
  const path = `users/${userId}`;
  await api.put(path, checkedBody(accountLocaleBody, { locale }, { method: 'PUT', path }));
}
