// Landings: the list queries (docs/product.md#calls), the outbox's writes (PUT and, for manual creation,
// POST; with Idempotency-Key/If-Match where the server accepts them), the look-ups a plain Strapi needs
// instead of those headers, and reading a 409's current server row.

import type { Landing, LandingStatus } from '@/domain/wire/entities';
import type { LandingUpdate } from '@/domain/wire/landing-schema';
import type { ApiClient } from './client';
import { toLanding } from './normalise';
import { type FlatRecord, flattenEntry, type Pagination, unwrapCollection, unwrapSingle } from './strapi';
import { strapiQuery } from './strapi-query';

/** Strapi caps pages at 100 whatever is asked (docs/product.md#sync-and-offline). */
export const LANDING_PAGE_SIZE = 100;

/** Every relation a landing row shows, with the service names of its club services. */
export const LANDING_POPULATE = {
  club_services: { populate: ['service'] },
  club: true,
  aircraft: true,
  user: true,
  from: true,
} as const;

export interface LandingFilters {
  clubId: number;
  dateFrom?: string;
  dateTo?: string;
  status?: LandingStatus | LandingStatus[];
  permission?: boolean;
}

export interface LandingPage {
  landings: Landing[];
  pagination: Pagination;
}

/** Headers for our server only (docs/decisions/0005): a plain Strapi's CORS would refuse them. */
export interface WriteOptions {
  idempotencyKey?: string;
  /** The updatedAt the change was based on; sent as If-Match so a concurrent change gives 409. */
  ifMatch?: string | null;
  /** Sent as the page is left (sync/parting-send.ts). */
  keepalive?: boolean;
}

function filtersQuery(filters: LandingFilters): Record<string, unknown> {
  const query: Record<string, unknown> = { club: { id: { $eq: filters.clubId } } };
  const date: Record<string, string> = {};
  if (filters.dateFrom) date.$gte = filters.dateFrom;
  if (filters.dateTo) date.$lte = filters.dateTo;
  if (Object.keys(date).length > 0) query.date = date;
  if (Array.isArray(filters.status)) query.status = { $in: filters.status };
  else if (filters.status) query.status = { $eq: filters.status };
  if (filters.permission !== undefined) query.permission = { $eq: filters.permission };
  return query;
}

export async function listLandings(
  api: ApiClient,
  filters: LandingFilters,
  page: { start?: number; sort?: string[]; signal?: AbortSignal } = {},
): Promise<LandingPage> {
  const query = strapiQuery({
    filters: filtersQuery(filters),
    populate: LANDING_POPULATE,
    ...(page.sort ? { sort: page.sort } : {}),
    pagination: { start: page.start ?? 0, limit: LANDING_PAGE_SIZE },
  });
  const { rows, pagination } = unwrapCollection(await api.get('landings', { query, signal: page.signal }));
  return { landings: rows.map(toLanding), pagination };
}

export interface LandingAnswer {
  landing: Landing;
  /** False when the server answered without relations: keep the ones the mirror already has. */
  hasRelations: boolean;
}

function toAnswer(rec: FlatRecord): LandingAnswer {
  return { landing: toLanding(rec), hasRelations: 'club' in rec || 'aircraft' in rec };
}

function writeHeaders(options: WriteOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.ifMatch) headers['If-Match'] = `"${options.ifMatch}"`;
  return headers;
}

export async function getLanding(api: ApiClient, id: number, signal?: AbortSignal): Promise<Landing> {
  const query = strapiQuery({ populate: LANDING_POPULATE });
  return toLanding(unwrapSingle(await api.get(`landings/${id}`, { query, signal })));
}

export async function updateLanding(
  api: ApiClient,
  id: number,
  change: LandingUpdate,
  options: WriteOptions = {},
): Promise<LandingAnswer> {
  const query = strapiQuery({ populate: LANDING_POPULATE });
  const body = await api.put(
    `landings/${id}`,
    { data: change },
    { query, headers: writeHeaders(options), ...(options.keepalive ? { keepalive: true } : {}) },
  );
  return toAnswer(unwrapSingle(body));
}

export async function createLanding(
  api: ApiClient,
  data: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<LandingAnswer> {
  const query = strapiQuery({ populate: LANDING_POPULATE });
  const body = await api.post('landings', { data }, { query, headers: writeHeaders(options) });
  return toAnswer(unwrapSingle(body));
}

/** When the club's newest landing was created (null when it has none): anything created later is after it. */
export async function newestLandingCreatedAt(api: ApiClient, clubId: number): Promise<string | null> {
  const query = strapiQuery({
    filters: { club: { id: { $eq: clubId } } },
    fields: ['createdAt'],
    sort: ['createdAt:desc'],
    pagination: { start: 0, limit: 1 },
  });
  const [newest] = unwrapCollection(await api.get('landings', { query })).rows;
  return typeof newest?.createdAt === 'string' ? newest.createdAt : null;
}

/** Where a resend looks: after the newest landing's creation time, or (as older desks noted it) id. */
export type CreatedAfter = { createdAt: string | null } | { id: number };

const createdAfterFilter = (after: CreatedAfter): Record<string, unknown> => {
  if ('id' in after) return { id: { $gt: after.id } };
  return after.createdAt === null ? {} : { createdAt: { $gt: after.createdAt } };
};

/** What identifies a manual creation on a server that keeps no Idempotency-Key. */
export interface CreatedLandingKey {
  clubId: number;
  /** null: a pilot with no account, named only on board. */
  userId: number | null;
  aircraftId: number;
  /** Who is on board as sent: tells two radio calls of the same airplane and slot apart. */
  passengers: string | null;
  date: string;
  /** 'HH:mm:ss' as sent. */
  time: string;
  /** Only landings created after this count. */
  after: CreatedAfter;
}

/** The landing a lost-answer POST already created, if any (oldest first: the first send's). */
export async function findCreatedLanding(api: ApiClient, key: CreatedLandingKey): Promise<Landing | null> {
  const query = strapiQuery({
    filters: {
      ...createdAfterFilter(key.after),
      club: { id: { $eq: key.clubId } },
      user: { id: key.userId === null ? { $null: true } : { $eq: key.userId } },
      aircraft: { id: { $eq: key.aircraftId } },
      ...(key.passengers === null ? {} : { passengers_on_board: { $eq: key.passengers } }),
      date: { $eq: key.date },
      time: { $eq: key.time },
    },
    populate: LANDING_POPULATE,
    sort: ['createdAt:asc', 'id:asc'],
    pagination: { start: 0, limit: 1 },
  });
  const [found] = unwrapCollection(await api.get('landings', { query })).rows;
  return found ? toLanding(found) : null;
}

/** A 409's `details.current`: the server's landing, as `{data: {id, attributes}}` or `{id, attributes}`. */
export function conflictCurrent(details: unknown): LandingAnswer | null {
  if (typeof details !== 'object' || details === null || !('current' in details)) return null;
  const current: unknown = details.current;
  if (typeof current !== 'object' || current === null) return null;
  try {
    if ('data' in current) return toAnswer(unwrapSingle(current));
    return toAnswer(flattenEntry(current as Record<string, unknown>));
  } catch {
    // A row the desk cannot read (docs/decisions/0034): the conflict shows the server's side unknown.
    return null;
  }
}
