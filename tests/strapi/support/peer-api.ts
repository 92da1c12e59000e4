// The Strapi peer read and written behind the desk's back, as its seeded owner, on either version:
// records come back flat and keyed as the desk keys them (a Strapi 5 document by the desk's key for
// its documentId: docs/decisions/0035), so a test compares what the desk shows with what Strapi stored.
import { type FlatRecord, flattenEntry } from '../../../src/data/api/strapi';
import { documentKey } from '../../../src/domain/wire/document-key';
import type { ServerLanding } from '../../e2e/support/desk-api';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The desk's key for every document in an answer, users aside (their ids never move). */
function rekey(value: unknown, isUser = false): unknown {
  if (Array.isArray(value)) return value.map((item) => rekey(item, isUser));
  if (!isRecord(value)) return value;
  const out: Json = {};
  for (const [field, child] of Object.entries(value)) out[field] = rekey(child, field === 'user');
  if (!isUser && typeof value.documentId === 'string') out.id = documentKey(value.documentId);
  return out;
}

/** Strapi 5's template gives 10-minute tokens: one older than this is renewed by a new sign-in. */
const TOKEN_RENEWED_AFTER_MS = 4 * 60_000;

interface Login {
  jwt: string;
  user: { id: number; documentId?: string };
}

async function logIn(url: string, email: string, password: string): Promise<Login> {
  const login = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${email} answered ${login.status}`);
  return (await login.json()) as Login;
}

export class PeerApi {
  private readonly documents = new Map<number, string>();
  private signedInAt = Date.now();

  private constructor(
    readonly url: string,
    readonly version: 4 | 5,
    private jwt: string,
    private readonly credentials: { email: string; password: string },
    readonly userId: number,
    readonly clubId: number,
    private readonly clubDocumentId: string | null,
  ) {
    if (clubDocumentId) this.documents.set(clubId, clubDocumentId);
  }

  static async signIn(url: string, email: string, password: string): Promise<PeerApi> {
    const { jwt, user } = await logIn(url, email, password);
    const me = await fetch(`${url}/api/users/${user.id}?populate=clubOwner`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    const { clubOwner } = (await me.json()) as { clubOwner?: { id: number; documentId?: string } | null };
    if (!clubOwner) throw new Error(`${email} owns no club`);
    const credentials = { email, password };
    if (user.documentId === undefined)
      return new PeerApi(url, 4, jwt, credentials, user.id, clubOwner.id, null);
    const clubDocumentId = String(clubOwner.documentId);
    return new PeerApi(url, 5, jwt, credentials, user.id, documentKey(clubDocumentId), clubDocumentId);
  }

  /** A token with minutes left: Strapi 5's expire 10 minutes after sign-in (Strapi 4's in 30 days). */
  async fresh(): Promise<void> {
    if (this.version === 4 || Date.now() - this.signedInAt < TOKEN_RENEWED_AFTER_MS) return;
    this.jwt = (await logIn(this.url, this.credentials.email, this.credentials.password)).jwt;
    this.signedInAt = Date.now();
  }

  /**
   * What the app keeps in localStorage after signing in as this account (docs/product.md#session),
   * with the Strapi version its sign-in answer showed (data/server/strapi-versions.ts).
   */
  get session(): Record<string, string> {
    return {
      token: this.jwt,
      userId: String(this.userId),
      clubId: String(this.clubId),
      'ppr-desk.strapi-version': JSON.stringify({ [`${this.url}/api`]: this.version }),
    };
  }

  get token(): string {
    return this.jwt;
  }

  /** `filters[club][…]` naming the owner's club, as this version takes it. */
  get clubFilter(): string {
    return this.clubDocumentId
      ? `filters[club][documentId][$eq]=${this.clubDocumentId}`
      : `filters[club][id][$eq]=${this.clubId}`;
  }

  /** How this version names a record in a path: its id, or its documentId. */
  async pathOf(collection: string, id: number): Promise<string> {
    if (this.version === 4) return `${collection}/${id}`;
    if (!this.documents.has(id)) await this.records(collection);
    const documentId = this.documents.get(id);
    if (!documentId) throw new Error(`no ${collection} document has the key ${id}`);
    return `${collection}/${documentId}`;
  }

  /** GET an API path as this account, the answer as Strapi gave it. */
  async read<T>(path: string): Promise<T> {
    await this.fresh();
    const response = await fetch(`${this.url}/api/${path}`, {
      headers: { Authorization: `Bearer ${this.jwt}` },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** One record, flat and keyed. */
  async record(collection: string, id: number, query = ''): Promise<FlatRecord> {
    const { data } = await this.read<{ data: Json }>(
      `${await this.pathOf(collection, id)}${query ? `?${query}` : ''}`,
    );
    return this.flat(data);
  }

  /** Records of a collection, all pages, flat and keyed; `query` adds filters or populate. */
  async records(collection: string, query = ''): Promise<FlatRecord[]> {
    const rows: FlatRecord[] = [];
    for (;;) {
      const page = await this.read<{ data: Json[]; meta: { pagination: { total: number } } }>(
        `${collection}?${query ? `${query}&` : ''}sort[0]=createdAt:asc&pagination[start]=${rows.length}&pagination[limit]=100`,
      );
      rows.push(...page.data.map((entry) => this.flat(entry)));
      if (page.data.length === 0 || rows.length >= page.meta.pagination.total) return rows;
    }
  }

  /** Creates a record; `data`'s relations are given by the desk's keys. Its key. */
  async create(collection: string, data: Json): Promise<number> {
    await this.fresh();
    const body: Json = {};
    for (const [field, value] of Object.entries(data))
      body[field] =
        typeof value === 'number' && this.documents.has(value) ? this.documents.get(value) : value;
    const response = await fetch(`${this.url}/api/${collection}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: body }),
    });
    if (!response.ok) throw new Error(`POST ${collection} answered ${response.status}`);
    const { data: created } = (await response.json()) as { data: Json };
    return this.flat(created).id;
  }

  /** A landing of the owner's club tomorrow (UTC), with these fields. Its key. */
  async landingTomorrow(fields: Json): Promise<number> {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    return this.create('landings', { date: tomorrow, club: this.clubId, ...fields });
  }

  async landing(id: number): Promise<ServerLanding> {
    return (await this.record('landings', id)) as unknown as ServerLanding;
  }

  /** Every landing of the club. */
  async allLandings(): Promise<ServerLanding[]> {
    return (await this.records('landings', this.clubFilter)) as unknown as ServerLanding[];
  }

  async landingCount(): Promise<number> {
    const page = await this.read<{ meta: { pagination: { total: number } } }>(
      `landings?${this.clubFilter}&pagination[limit]=1`,
    );
    return page.meta.pagination.total;
  }

  private flat(entry: Json): FlatRecord {
    const record = flattenEntry(this.version === 5 ? (rekey(entry) as Json) : entry);
    this.note(entry);
    return record;
  }

  /** Every document seen, so a later path or relation can name it. */
  private note(value: unknown, isUser = false): void {
    if (Array.isArray(value)) for (const item of value) this.note(item, isUser);
    if (!isRecord(value)) return;
    for (const [field, child] of Object.entries(value)) this.note(child, field === 'user');
    if (!isUser && typeof value.documentId === 'string')
      this.documents.set(documentKey(value.documentId), value.documentId);
  }
}
