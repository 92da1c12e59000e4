// Runway categories (public).
import type { Category } from '@/domain/wire/entities';
import type { ApiClient } from './client';
import { toCategory } from './normalise';
import { unwrapCollection } from './strapi';

export async function listCategories(api: ApiClient, signal?: AbortSignal): Promise<Category[]> {
  return unwrapCollection(await api.get('categories', { signal, auth: false })).rows.map(toCategory);
}
