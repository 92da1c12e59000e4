// The IndexedDB schema (Dexie): the stores and indexes of the desk's database on a device, and the
// version a device's older database is upgraded to.
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
    // Only the latest version is declared: Dexie (3 and later) upgrades a device's database from
    // whatever version it has by comparing its stores with these, so an old version is kept only for
    // an upgrade function, and none has one. What each version added: docs/decisions/0072.
    // Booleans are not indexable in IndexedDB, so `permission` is filtered in memory.
    this.version(5).stores({
      landings: 'id, clubId, [clubId+status], [clubId+date]',
      clubs: 'id',
      schedules: 'id, clubId',
      closures: 'id, clubId',
      mtows: 'id, clubId',
      services: 'id, name',
      clubServices: 'id, clubId',
      users: 'id',
      aircrafts: 'id',
      categories: 'id',
      aerodromeNames: 'icao',
      documentKeys: 'key',
      outbox: '++seq, &opId, state, landingId, userId',
      meta: 'key',
    });
  }
}
