// Reads the server behind the browser's back, as the demo owner, so a test can compare what the
// desk shows or queued with what the server actually stored. Owns one token per instance.
import { DEMO } from './fixtures';

export interface ServerLanding {
  id: number;
  date: string;
  time: string;
  status: string;
  permission: boolean | null;
  landing_permission: boolean | null;
  paymentStatus: string | null;
  ata: string | null;
  departure: string | null;
  price: number | null;
  time_parked: string | null;
  email: string | null;
  /** Strapi's own; our server answers it too. */
  createdAt?: string;
  updatedAt: string;
}

interface Entry {
  id: number;
  attributes: Omit<ServerLanding, 'id'>;
}

interface Collection {
  data: Entry[];
  meta: { pagination: { total: number } };
}

export class DeskApi {
  private constructor(
    readonly baseUrl: string,
    private readonly jwt: string,
    readonly userId: number,
    readonly clubId: number,
  ) {}

  /** What the app keeps in localStorage after signing in as this account (docs/product.md#session). */
  get session(): { token: string; userId: string; clubId: string } {
    return { token: this.jwt, userId: String(this.userId), clubId: String(this.clubId) };
  }

  static async signIn(baseUrl: string, email: string = DEMO.email, password: string = DEMO.password) {
    const login = await fetch(`${baseUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: email, password }),
    });
    if (!login.ok) throw new Error(`sign-in as ${email} answered ${login.status}`);
    const { jwt, user } = (await login.json()) as { jwt: string; user: { id: number } };
    const me = await fetch(`${baseUrl}/api/users/${user.id}?populate=clubOwner`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    const owner = (await me.json()) as { clubOwner?: { id: number } | null };
    if (!owner.clubOwner) throw new Error(`${email} owns no club`);
    return new DeskApi(baseUrl, jwt, user.id, owner.clubOwner.id);
  }

  /** GET an API path as this account, e.g. `mtows?filters[club][id][$eq]=1`. */
  async read<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/${path}`, {
      headers: { Authorization: `Bearer ${this.jwt}` },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async landing(id: number): Promise<ServerLanding> {
    const { data } = await this.read<{ data: Entry }>(`landings/${id}`);
    return { id: data.id, ...data.attributes };
  }

  /** Every landing of the club, all pages (the server gives at most 100 a page). */
  async allLandings(): Promise<ServerLanding[]> {
    const rows: ServerLanding[] = [];
    for (;;) {
      const page = await this.read<Collection>(
        `landings?filters[club][id][$eq]=${this.clubId}&sort[0]=id:asc&pagination[start]=${rows.length}&pagination[limit]=100`,
      );
      rows.push(...page.data.map((entry) => ({ id: entry.id, ...entry.attributes })));
      if (page.data.length === 0 || rows.length >= page.meta.pagination.total) return rows;
    }
  }

  /** The club's landing with this registration (a pilot request's CALL SIGN), or null. */
  async landingIdOf(registration: string): Promise<number | null> {
    const page = await this.read<Collection>(
      `landings?filters[club][id][$eq]=${this.clubId}&filters[registration][$eq]=${encodeURIComponent(registration)}`,
    );
    return page.data[0]?.id ?? null;
  }

  /** ACCEPT (true) or REJECT (false) a pending landing, as the desk's button sends it. */
  async decide(id: number, permission: boolean): Promise<void> {
    await this.changeLanding(id, { permission, landing_permission: permission });
  }

  /** POST landings as this account (a radio call written down); accepted unless `permission: null`. */
  async createLanding(data: Record<string, unknown>): Promise<number> {
    const response = await fetch(`${this.baseUrl}/api/landings`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    if (!response.ok) throw new Error(`creating a landing answered ${response.status}`);
    return ((await response.json()) as { data: { id: number } }).data.id;
  }

  /** PUT a change to a landing, as the desk's outbox sends it. */
  async changeLanding(id: number, data: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/landings/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    if (!response.ok) throw new Error(`changing landing ${id} answered ${response.status}`);
  }

  async landingCount(): Promise<number> {
    const page = await this.read<Collection>(
      `landings?filters[club][id][$eq]=${this.clubId}&pagination[limit]=1`,
    );
    return page.meta.pagination.total;
  }
}
