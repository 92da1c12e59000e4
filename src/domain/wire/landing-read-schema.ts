// The landing as the desk reads it from either server: one flat record (the Strapi envelope already
// unwrapped, strapi.ts), what each field may hold, and the words for a record that does not fit.
import { z } from 'zod/mini';
import { ACCEPTANCE_RULE_KINDS } from '../club/acceptance-rule-set';
import {
  type Aircraft,
  type CancelledBy,
  type ClubRef,
  type ClubService,
  LANDING_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type User,
} from './entities';

type Rec = Record<string, unknown>;

/** How a populated relation is read: by the readers every other record's relations go through. */
export interface RelationReaders {
  clubRef(rec: Rec): ClubRef;
  aircraft(rec: Rec): Aircraft;
  user(rec: Rec): User;
  clubService(rec: Rec): ClubService;
}

/**
 * A field that takes what `fits`, read by `read` (its output type is what `read` returns). Checked, then
 * rewritten in place (custom and overwrite): zod/mini's pipe, transform and default would do the same with
 * about 0.5 KB more gzip JS on every desk route, and the routes are at their budget (ADR 0028).
 */
const field = <T>(fits: (value: unknown) => boolean, says: string, read: (value: unknown) => T) =>
  z.custom<T, unknown>(fits, says).check(z.overwrite(read));

const absent = (value: unknown) => value === null || value === undefined;
const isRecord = (value: unknown): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const among =
  <T>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);

const isText = (value: unknown) => absent(value) || typeof value === 'string';
/** Text; `otherwise` when the server leaves it out. */
const textOr = <T>(otherwise: T) =>
  field(isText, 'is not text', (value) => (typeof value === 'string' ? value : otherwise));

/** A JSON number, or the string PostgreSQL's numeric and bigint columns arrive as; '' is not said. */
const isNumber = (value: unknown) =>
  absent(value) ||
  value === '' ||
  ((typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) &&
    Number.isFinite(Number(value)));
const readNumber = (value: unknown) => (absent(value) || value === '' ? null : Number(value));
const number = field(isNumber, 'is not a number', readNumber);

/** true/false, or SQLite's 0/1 and their strings; `otherwise` when not said. */
const TRUE: unknown[] = [true, 1, '1', 'true'];
const FALSE: unknown[] = [false, 0, '0', 'false'];
const flagOr = <T>(otherwise: T) =>
  field(
    (value) => absent(value) || TRUE.includes(value) || FALSE.includes(value),
    'is not true or false',
    (value) => (TRUE.includes(value) ? true : FALSE.includes(value) ? false : otherwise),
  );

/** One of `values` (`otherwise` when not said); any other value is refused. */
const oneOf = <T, O extends T | null>(values: readonly T[], otherwise: O) =>
  field(
    (value) => absent(value) || among(values)(value),
    'is not one the desk knows',
    (value) => (among(values)(value) ? value : otherwise),
  );
/** Text the desk shows but decides nothing on: a value it does not know (a newer server's) is not said. */
const shownOnly = <T>(values: readonly T[]) =>
  field(isText, 'is not text', (value) => (among(values)(value) ? value : null));

/** A to-one relation as populated; absent when the read did not populate it. */
const relation = <T>(read: (rec: Rec) => T) =>
  field(
    (value) => absent(value) || isRecord(value),
    'is not a record',
    (value) => (isRecord(value) ? read(value) : null),
  );

/**
 * One flat landing record, its fields as the server names them, read through `readLanding` below. A value
 * of the wrong kind, and a status or payment status the desk does not know, are refused, never read as
 * something else (docs/decisions/0034). Fields only our server keeps are not said (null) on a plain Strapi.
 */
export const landingReadSchema = (read: RelationReaders) =>
  z.object({
    id: z.number('is not a number'),
    /** yyyy-MM-dd, UTC */
    date: textOr(''),
    /** HH:mm:ss.SSS, UTC */
    time: textOr(''),
    /**
     * Where it is in its life (docs/product/movement-log.md); one the desk does not know is refused. A
     * plain Strapi's status is not required: null or left out is its content type's default, 'pending'.
     */
    status: oneOf(LANDING_STATUSES, 'pending'),
    /** null = undecided */
    permission: flagOr(null),
    landing_permission: flagOr(null),
    paymentStatus: oneOf(PAYMENT_STATUSES, null),
    /** ISO timestamps */
    ata: textOr(null),
    departure: textOr(null),
    price: number,
    landingPurpose: textOr(null),
    /** A string holding a JSON array of names; the first is the pilot. */
    passengers_on_board: textOr(null),
    time_parked: textOr(null),
    email: textOr(null),
    /** Filed from the public request page (ADR 0009); null on a desk's own landings. */
    registration: textOr(null),
    /** The type as the pilot typed it: set when it is not in the aircraft catalogue. */
    aircraftType: textOr(null),
    /** The departure aerodrome as typed, when no known club matched it. */
    origin: textOr(null),
    /** Estimated departure from the origin (ISO instant): Flight time runs from here. */
    etd: textOr(null),
    phone: textOr(null),
    notes: textOr(null),
    /** Asked for outside the club's opening hours. */
    outsideHours: flagOr(false),
    /** The desk's reason with its decision, sent to the pilot. */
    reason: textOr(null),
    /** 'PPR-2026-0042' (docs/product/movement-log.md); null on a plain Strapi, which has none. */
    ppr: textOr(null),
    /** Whole cents the desk set by hand, with its reason; null: the rule's fee (`price`). */
    fee_by_hand: number,
    fee_reason: textOr(null),
    /** kg, declared for a type the club has no aircraft record of: it prices the landing. */
    mtow: number,
    /** Who cancelled it, 'pilot' or 'desk'; null when not cancelled and on a server that does not say. */
    cancelled_by: shownOnly<CancelledBy>(['pilot', 'desk']),
    /**
     * The licence typed for a request (ADR 0030); null on the desk's own landings and on a plain Strapi,
     * where the pilot's account's licence, if any, is shown.
     */
    licenceNumber: textOr(null),
    /** How it was paid, when Paid (docs/decisions/0029). */
    payment_method: shownOnly(PAYMENT_METHODS),
    /** Whole cents paid online (the fee may have changed since); not whole or below 0: not said. */
    paid_cents: field(isNumber, 'is not a number', (value) => {
      const cents = isNumber(value) ? readNumber(value) : null;
      return cents !== null && Number.isInteger(cents) && cents >= 0 ? cents : null;
    }),
    /** The acceptance rule that accepted it (docs/product/acceptance-rules.md); null: a person decided. */
    decided_by_rule: shownOnly(ACCEPTANCE_RULE_KINDS),
    createdAt: textOr(''),
    updatedAt: textOr(''),
    club_services: field(
      (value) => absent(value) || (Array.isArray(value) && value.every(isRecord)),
      'is not a list of records',
      (value) => (Array.isArray(value) ? value.filter(isRecord).map((rec) => read.clubService(rec)) : []),
    ),
    club: relation(read.clubRef),
    aircraft: relation(read.aircraft),
    user: relation(read.user),
    /** The club it came from, when the origin is a club the server knows. */
    from: relation(read.clubRef),
  });

export type LandingReadSchema = ReturnType<typeof landingReadSchema>;
type Read = z.output<LandingReadSchema>;
/** Fields a landing kept on a device before they were read may lack; every read sets them. */
type AddedLater = 'payment_method' | 'paid_cents' | 'decided_by_rule';
type Named = Omit<Read, 'cancelled_by'> & {
  /** Who cancelled it, when cancelled; null otherwise and on a server that does not say. */
  cancelledBy: Read['cancelled_by'];
};
export type Landing = Omit<Named, AddedLater> & Partial<Pick<Named, AddedLater>>;

/** The value as sent: text quoted, the rest as JSON, cut at 60 characters. */
const shown = (value: unknown): string => {
  const said = typeof value === 'string' ? `'${value}'` : String(JSON.stringify(value));
  return said.length > 60 ? `${said.slice(0, 57)}...` : said;
};

/** "Landing 42: status 'diverted' is not one the desk knows", a clause for each field that does not fit. */
function refusal(rec: Rec, issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const clauses = issues.map(
    ({ path: [key], message }) => `${String(key)} ${shown(rec[String(key)])} ${message}`,
  );
  return `Landing ${rec.id}: ${clauses.join('; ')}`;
}

/** A schema's field names and each as null, found once per schema: a first sync reads thousands. */
const unsaidBySchema = new WeakMap<LandingReadSchema, { keys: string[]; nulls: Rec }>();
function unsaidOf(schema: LandingReadSchema): { keys: string[]; nulls: Rec } {
  let unsaid = unsaidBySchema.get(schema);
  if (!unsaid) {
    const keys = Object.keys(schema.shape);
    unsaid = { keys, nulls: Object.fromEntries(keys.map((key) => [key, null])) };
    unsaidBySchema.set(schema, unsaid);
  }
  return unsaid;
}

/** `rec` with every field the schema names; copied only when one is left out (our server says all). */
function withEveryField(schema: LandingReadSchema, rec: Rec): Rec {
  const { keys, nulls } = unsaidOf(schema);
  return keys.every((key) => key in rec) ? rec : { ...nulls, ...rec };
}

/**
 * `rec` read by `schema` as a Landing, or the words refusing it. A field the server leaves out is read as
 * null, one it does not say (a plain Strapi keeps none of our server's fields).
 */
export function readLanding(schema: LandingReadSchema, rec: Rec): { landing: Landing } | { refusal: string } {
  const read = z.safeParse(schema, withEveryField(schema, rec));
  if (!read.success) return { refusal: refusal(rec, read.error.issues) };
  const { cancelled_by, ...landing } = read.data;
  return { landing: { ...landing, cancelledBy: cancelled_by } };
}
