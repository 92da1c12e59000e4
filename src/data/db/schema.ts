// The IndexedDB schema (Dexie). Every version stays listed: Dexie upgrades a device's database
// from whatever version it has, so removing an old version would break devices that skipped one.
import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { Aircraft, Category, Service, User } from '@/domain/wire/entities';
import type {
  AerodromeNameRow,
  DocumentKeyRow,
  MetaRow,
  MirrorClosure,
  MirrorClub,
  MirrorClubService,
  MirrorLanding,
  MirrorMtow,
  MirrorSchedule,
  OutboxEntry,
} from './mirror-types';

// Server-keyed tables are plain Table<T, number>: their ids come from the server (or are negative
// temporary ids), never auto-generated. Only the outbox auto-increments.
export class PprDb extends Dexie {
  landings!: Table<MirrorLanding, number>;
  clubs!: Table<MirrorClub, number>;
  schedules!: Table<MirrorSchedule, number>;
  closures!: Table<MirrorClosure, number>;
  mtows!: Table<MirrorMtow, number>;
  services!: Table<Service, number>;
  clubServices!: Table<MirrorClubService, number>;
  users!: Table<User, number>;
  aircrafts!: Table<Aircraft, number>;
  categories!: Table<Category, number>;
  aerodromeNames!: Table<AerodromeNameRow, string>;
  documentKeys!: Table<DocumentKeyRow, number>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name: string, options?: DexieOptions) {
    // No query cache: it clones every live query's rows (History reads thousands) and replays each
    // write into cached results; our live queries are few and cheap to re-run (docs/decisions/0010).
    super(name, { cache: 'disabled', ...options });
    // Version 1. Booleans are not indexable in IndexedDB, so `permission` is filtered in memory.
    this.version(1).stores({
      landings: 'id, clubId, status, date, [clubId+status], [clubId+date]',
      clubs: 'id',
      schedules: 'id, clubId',
      mtows: 'id, clubId',
      services: 'id, name',
      clubServices: 'id, clubId',
      users: 'id',
      aircrafts: 'id',
      categories: 'id',
      outbox: '++seq, &opId, state, landingId, userId',
      meta: 'key',
    });
    // Version 2: the club's closure dates (docs/product/movement-log.md, "Closure dates").
    this.version(2).stores({ closures: 'id, clubId' });
    // Version 3: names of aerodromes typed as ICAO codes, learnt from our server (docs/product/aerodromes.md).
    this.version(3).stores({ aerodromeNames: 'icao' });
    // Version 4: a Strapi 5 document's documentId by the desk's key for it, for the calls that name it
    // (docs/decisions/0035).
    this.version(4).stores({ documentKeys: 'key' });
    // Version 5: the landings' single indexes on status and date go: every read goes through the
    // club's compound ones, and each index costs every write (a first sync stores thousands of rows).
    this.version(5).stores({ landings: 'id, clubId, [clubId+status], [clubId+date]' });
  }
}
