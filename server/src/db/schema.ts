// The tables as Kysely sees them, on SQLite and PostgreSQL alike. Column names equal the Strapi
// attribute names; a to-one relation is stored as `<relation>_id`. Booleans are 0/1, timestamps
// ISO 8601 UTC strings (docs/decisions/0012 says why on both).
import type { ColumnType, Generated } from 'kysely';
import type { CancelledBy, PaymentMethod } from '@/domain/wire/entities';
import type { Locale } from '@/i18n/locale';

type Timestamps = { createdAt: string; updatedAt: string };
/** The club's change sequence number of the row's last write (docs/decisions/0010). */
type Synced = { change_seq: Generated<number> };

export interface CategoryTable extends Timestamps {
  id: Generated<number>;
  name: string;
}

export interface ClubTable extends Timestamps, Synced {
  id: Generated<number>;
  name1: string;
  name2: string | null;
  address: string | null;
  nif: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  stripeEmail: string | null;
  vat_rate: number | null;
  category_id: number | null;
  direction: string | null;
  lat: number | null;
  long: number | null;
  helipad_latitude: number | null;
  helipad_longitude: number | null;
  altitude: number | null;
  length: number | null;
  weight: number | null;
  request: number;
  home_base_discount: number | null;
  price_land: number | null;
  price_touch: number | null;
  price_park: number | null;
  price_park_twin: number | null;
  price_park_bizz: number | null;
  price_park_heli: number | null;
  hours_free_park: number | null;
  /** The public request page's address (ADR 0009); null for a club without an owner. */
  slug: string | null;
  /** Minutes after an ETA before an accepted landing not arrived is OVERDUE (migration 008). */
  overdue_minutes: ColumnType<number, number | undefined, number>;
  /** 'utc' or 'local': the clock the club's times are shown and asked on (ADR 0027). */
  clock: ColumnType<string, string | undefined, string>;
  /** The club's own Stripe account (Connect, docs/decisions/0029); never sent to a browser. */
  stripe_account_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: that account can take charges, as Stripe last said (migration 015); 0 without an account. */
  stripe_charges_enabled: ColumnType<number, number | undefined, number>;
  /** The acceptance rules as JSON (docs/product/acceptance-rules.md); null: none, the desk decides. */
  acceptance_rules: ColumnType<string | null, string | null | undefined, string | null>;
  /** Slot limits (docs/product/slot-limits.md, migration 018); null: that part does not apply. */
  slot_arrivals: ColumnType<number | null, number | null | undefined, number | null>;
  slot_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  slot_per_day: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An owner signs in to run a club's desk; a pilot appears on landings (ADR 0007). */
export type UserRole = 'owner' | 'pilot';

export interface UserTable extends Timestamps {
  id: Generated<number>;
  username: string;
  email: string;
  provider: string;
  password_hash: string | null;
  token_version: number;
  confirmed: number;
  blocked: number;
  name: string | null;
  licenceNumber: string | null;
  callSign: string | null;
  clubOwner_id: number | null;
  /** Defaults to 'owner': registration creates owners; only the seed writes pilots. */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** The desk's language of an owner: the mails to the club's owner are written in it ('en' by default). */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface AircraftTable extends Timestamps {
  id: Generated<number>;
  name: string;
  category: string;
  mtow: number;
}

export interface ServiceTable extends Timestamps {
  id: Generated<number>;
  name: string;
  icon: string | null;
  price: number | null;
  active: number;
}

export interface ClubServiceTable extends Timestamps, Synced {
  id: Generated<number>;
  club_id: number;
  service_id: number;
  price: number;
  /** When the club stopped offering it; its landings keep it (migration 019). */
  removed_at: string | null;
}

export interface ScheduleTable extends Timestamps, Synced {
  id: Generated<number>;
  club_id: number;
  day_index: number;
  day: string;
  open: string;
  close: string;
}

/** A club's closure dates (docs/product/movement-log.md, "Closure dates"): 'yyyy-MM-dd', both ends included. */
export interface ClosureTable extends Timestamps, Synced {
  id: Generated<number>;
  club_id: number;
  from_date: string;
  to_date: string;
  note: string;
}

export interface MtowTable extends Timestamps, Synced {
  id: Generated<number>;
  club_id: number;
  weight1: number;
  weight2: number;
  priceLand: number;
  priceTouchGo: number;
}

export interface LandingTable extends Timestamps, Synced {
  id: Generated<number>;
  club_id: number;
  aircraft_id: number | null;
  user_id: number | null;
  from_id: number | null;
  date: string;
  time: string;
  status: string;
  permission: number | null;
  landing_permission: number | null;
  paymentStatus: string | null;
  ata: string | null;
  departure: string | null;
  price: number | null;
  landingPurpose: string | null;
  passengers_on_board: string | null;
  time_parked: string | null;
  email: string | null;
  registration: string | null;
  aircraftType: string | null;
  origin: string | null;
  etd: string | null;
  phone: string | null;
  notes: string | null;
  reason: string | null;
  /** 1 when asked for outside the club's opening hours. */
  outsideHours: Generated<number>;
  /** The language of the request page it was filed from: its mails are written in it ('en' by default). */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** 'PPR-2026-0042': per club and creation year, never given twice (docs/product/movement-log.md). */
  ppr: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whole cents the desk set by hand with `fee_reason`; null: the rule's fee (`price`). */
  fee_by_hand: ColumnType<number | null, number | null | undefined, number | null>;
  fee_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** kg, declared for a type with no aircraft record; it prices the landing. */
  mtow: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who cancelled it ('pilot' or 'desk'); null unless cancelled, and on older cancellations. */
  cancelled_by: ColumnType<CancelledBy | null, CancelledBy | null | undefined, CancelledBy | null>;
  /** The licence its pilot typed on the request page (ADR 0030); null on the desk's own landings. */
  licenceNumber: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a status link from one of its mails was first opened: its address is the pilot's (ADR 0030). */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** How a Paid landing was paid: 'cash', 'card' (at the desk) or 'online' (docs/decisions/0029). */
  payment_method: ColumnType<PaymentMethod | null, PaymentMethod | null | undefined, PaymentMethod | null>;
  /** Whole cents paid online; the fee may change afterwards, and the desk collects the difference. */
  paid_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The Stripe payment that paid it online: a refund of that payment takes the Paid back. */
  payment_intent: ColumnType<string | null, string | null | undefined, string | null>;
  /** When Stripe was asked to refund the online payment of a cancelled or no-show landing (migration 020). */
  refund_asked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The acceptance rule that accepted it ('listed', ...); null when a person decided. */
  decided_by_rule: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last PPR number given per club and year: it only goes up (migration 009). */
export interface PprCounterTable {
  club_id: number;
  year: number;
  last_number: number;
}

export interface LandingClubServiceTable {
  landing_id: number;
  club_service_id: number;
}

export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  fingerprint: string;
  status_code: number;
  body: string;
  createdAt: string;
}

export interface ServerMetaTable {
  key: string;
  value: string;
}

export interface SyncClubTable {
  club_id: number;
  last_seq: number;
}

export interface SyncTombstoneTable {
  id: Generated<number>;
  club_id: number;
  seq: number;
  entity: string;
  entity_id: number;
}

/** A landing filed from the public page: its key, and whose email it counts against. */
export interface PilotRequestTable {
  landing_id: number;
  club_id: number;
  request_key: string | null;
  fingerprint: string | null;
  email_lower: string;
  createdAt: string;
}

/** An address a club's request page had before: it leads to the club's page now (migration 023). */
export interface ClubOldSlugTable {
  slug: string;
  club_id: number;
  createdAt: string;
}

export interface RequestTokenTable {
  token_hash: string;
  landing_id: number;
  /** 1: given in a mail, so opening it confirms the address (ADR 0030); 0: the send's own answer. */
  confirms: ColumnType<number, number | undefined, number>;
  createdAt: string;
}

export type MailState = 'waiting' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  kind: string;
  to_address: string;
  from_name: string;
  /** Where an answer goes: the club's address on a pilot's mail, the pilot's on the owner's. */
  reply_to: string | null;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  /** A landing whose receipt goes with the message as a PDF, drawn when it is sent (migration 015). */
  receipt_of: ColumnType<number | null, number | null | undefined, number | null>;
  state: ColumnType<MailState, MailState | undefined, MailState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A fixed-window counter shared by every server process (auth/login-throttle.ts, requests/send-limits.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** One sign-in (a family of refresh tokens): what `sid` in an access token names (docs/decisions/0023). */
export interface SessionTable {
  id: string;
  user_id: number;
  createdAt: string;
  last_used_at: string;
  expires_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

/** A refresh token, by its SHA-256 hash only; `used_at` set once it was exchanged. */
export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  createdAt: string;
  used_at: string | null;
}

/** A password reset code sent by mail, by its SHA-256 hash only; single use, short-lived. */
export interface PasswordResetTable {
  token_hash: string;
  user_id: number;
  createdAt: string;
  expires_at: string;
  used_at: string | null;
}

/** A Stripe webhook event, stored once by its id: a repeated delivery finds it and changes nothing. */
export interface PaymentEventTable {
  event_id: string;
  type: string;
  account: string | null;
  landing_id: number | null;
  /** What it did: 'paid', 'refunded', 'duplicate-refunded', 'duplicate-flagged', 'ignored-…'. */
  outcome: string;
  createdAt: string;
}

export interface Database {
  categories: CategoryTable;
  clubs: ClubTable;
  users: UserTable;
  aircrafts: AircraftTable;
  services: ServiceTable;
  club_services: ClubServiceTable;
  schedules: ScheduleTable;
  closures: ClosureTable;
  mtows: MtowTable;
  landings: LandingTable;
  landings_club_services: LandingClubServiceTable;
  ppr_counters: PprCounterTable;
  idempotency_keys: IdempotencyKeyTable;
  server_meta: ServerMetaTable;
  sync_clubs: SyncClubTable;
  sync_tombstones: SyncTombstoneTable;
  pilot_requests: PilotRequestTable;
  club_old_slugs: ClubOldSlugTable;
  request_tokens: RequestTokenTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  password_resets: PasswordResetTable;
  payment_events: PaymentEventTable;
}
