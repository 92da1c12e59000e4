// Row types of the local database: the mirror of server data, the outbox of changes waiting to be
// sent, and sync bookkeeping. Shared by data/db helpers and data/sync.
import type { Closure } from '@/domain/club/closure-dates';
import type { RefusedKind } from '@/domain/desk/refusal-words';
import type { Club, ClubService, Landing, Mtow, Schedule } from '@/domain/wire/entities';
import type { LandingChange } from '@/domain/wire/landing-schema';
import type { Message } from '@/i18n/messages';

/**
 * A landing as the screens read it: the server's row with the pending outbox patches applied.
 * `_server` keeps the server's own row while a waiting change makes the view differ from it, so a
 * discard or a refresh can rebuild the view; 'same' when the view is the server's row (most rows:
 * no second copy to store and read); null for a manual creation the server has not accepted yet
 * (such rows have a negative id). Read it with serverRow() (data/db/patches.ts).
 */
export interface MirrorLanding extends Landing {
  clubId: number;
  _server: Landing | 'same' | null;
}

/** Club-scoped settings rows carry their club so one club's refresh never deletes another's. */
export type ClubScoped<T> = T & { clubId: number };
export type MirrorClub = Club;
export type MirrorSchedule = ClubScoped<Schedule>;
export type MirrorClosure = ClubScoped<Closure>;
export type MirrorMtow = ClubScoped<Mtow>;
export type MirrorClubService = ClubScoped<ClubService>;

/**
 * 'state': the desk's cancel or NO-SHOW (docs/product/movement-log.md, States); 'correction': what
 * was recorded, corrected ("Corrections").
 */
export type OutboxKind = RefusedKind;
/** 'waiting' includes backing off (nextAttemptAt in the future); the others need the operator. */
export type OutboxState = 'waiting' | 'failed' | 'conflict';

export interface OutboxEntry {
  /** Auto-increment: the replay order. */
  seq: number;
  /** Sent as Idempotency-Key, so a resend after a lost answer is applied once. */
  opId: string;
  kind: OutboxKind;
  /** Negative for a manual creation until the server assigns the real id. */
  landingId: number;
  /** What the change sends, and patches on the mirror's row until the server has it. */
  patch: LandingChange;
  /**
   * How the row reads where what is sent is not what is shown (a correction's services are sent
   * as ids and shown with their names); applied over `patch` on the mirror's row.
   */
  shown?: Partial<Landing>;
  /**
   * The change's fields as the server had them when it was made (all but a decision's, a cancel's
   * and a no-show's): on a conflict, only a field another desk changed as well is the operator's.
   */
  before?: Partial<Record<keyof LandingChange, unknown>>;
  /** The POST body's `data` for 'create'; null otherwise. */
  createData: Record<string, unknown> | null;
  /**
   * Plain Strapi only (no Idempotency-Key there): when the club's newest landing was created (null:
   * it had none), noted before a creation is first sent. A resend first looks among the landings
   * created after it for the one a lost answer made. By time, not id: Strapi 5's ids do not grow.
   */
  createdAfter?: string | null;
  /** The same as the club's newest landing id, as desks before `createdAfter` noted it (Strapi 4). */
  createdAfterId?: number;
  /**
   * Plain Strapi only: epoch ms until which a creation sent without an answer may still be on its way
   * to Strapi. No resend (nor its look for the landing) before then, not even when the connection
   * comes back: it would not see a landing Strapi has yet to make (docs/decisions/0058).
   */
  settleUntil?: number;
  /** The server updatedAt the change was made against (sent as If-Match for decisions). */
  baseUpdatedAt: string | null;
  /** False after "Apply anyway": the next send goes without If-Match. */
  ifMatch: boolean;
  /** The account that made the change; only that account's session replays it. */
  userId: number;
  clubId: number;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which the replayer leaves the entry alone (backoff). */
  nextAttemptAt: number;
  /**
   * Epoch ms until which the change may still be undone (docs/product.md#undo-window): never sent before
   * then, not even when the connection comes back. Absent on changes that cannot be undone.
   */
  holdUntil?: number;
  /** Why the last attempt did not go through, as the operator should read it (in English, for logs). */
  error: string | null;
  /**
   * The same reason as a catalog message, when there is one, stored as such so that every tab says
   * it in its own language: `sayOr(t, entry.errorWords ?? null, entry.error)`. Absent on entries
   * stored before it existed, and null when only the server's own words are known. Its key keeps its
   * full name in the build (docs/decisions/0074): a data layer's (`errors.`), the sync's (`sync.`) or
   * the server's own.
   */
  errorWords?: Message | null;
  /** On a conflict: the server's row at that moment, to show both sides. */
  serverCurrent: Landing | null;
  createdAt: string;
}

/** An entry before the database has given it its seq. */
export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

/** Sync bookkeeping, keyed by name: `sync:<collection>:<clubId>` → last successful refresh. */
export interface MetaRow {
  key: string;
  /** ISO instant. */
  at: string;
  /** Free text: e.g. the token a 401 was answered for. */
  value?: string;
}

/** An aerodrome's name by its ICAO code, from our server's aerodrome data: the same for every club. */
/** A Strapi 5 document the desk knows by a numeric key (docs/decisions/0035). */
export interface DocumentKeyRow {
  key: number;
  documentId: string;
}

export interface AerodromeNameRow {
  icao: string;
  name: string;
}
