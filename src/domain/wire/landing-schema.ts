// The landings resource as one zod/mini schema: a landing change (PUT landings/:id's `data`, what
// the outbox keeps until it is sent) and a manual creation (POST landings, a radio call written
// down). The server validates with them, the Create Landing form accepts a field only if they do.
// Their own messages are catalog keys: the server answers them in English with the key beside.
import { z } from 'zod/mini';
import type { MessageId } from '@/i18n/messages';
import {
  DECLARED_MTOW_MAX,
  DECLARED_MTOW_MIN,
  HAND_FEE_MAX_CENTS,
  MAX_FEE_REASON_LENGTH,
} from '../fees/landing-fee';
import { MAX_REASON_LENGTH } from '../landings/landing-transitions';
import { REGISTRATION } from '../landings/radio-call-match';
import { relationId } from './club-schema';
import { type CancelledBy, PAYMENT_METHODS, PAYMENT_STATUSES } from './entities';
import { timeOfDay } from './schedule-schema';

const dateTime = z.iso.datetime({ offset: true });

const handFee = z
  .int('validation.landing.feeNotNumber' satisfies MessageId)
  .check(
    z.minimum(0, 'validation.landing.feeNegative' satisfies MessageId),
    z.maximum(HAND_FEE_MAX_CENTS, 'validation.landing.feeTooHigh' satisfies MessageId),
  );

/** A declared MTOW in kg, for a type with no aircraft record. */
export const declaredMtow = z
  .int('validation.landing.mtow' satisfies MessageId)
  .check(
    z.minimum(DECLARED_MTOW_MIN, 'validation.landing.mtow' satisfies MessageId),
    z.maximum(DECLARED_MTOW_MAX, 'validation.landing.mtow' satisfies MessageId),
  );

const passengerList = z.string().check(
  z.maxLength(4000),
  z.refine((raw) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) && parsed.every((name) => typeof name === 'string');
    } catch {
      return false;
    }
  }, 'validation.landing.passengers' satisfies MessageId),
);

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));
/** What a radio call gives as free text: kept as typed when no record matches (docs/product/movement-log.md). */
const heard = z.string().check(z.trim(), z.minLength(2), z.maxLength(60));
const registration = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(REGISTRATION, 'validation.landing.registration' satisfies MessageId),
  );
const purpose = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const email = z.email().check(z.maxLength(200));
const services = z.array(relationId).check(z.maxLength(50));

export const landingChangeSchema = z.partial(
  z.strictObject({
    // null reopens a rejection made by mistake: the request is pending again.
    permission: z.nullable(z.boolean()),
    landing_permission: z.nullable(z.boolean()),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    // How a Paid landing was paid (cash, card at the desk, online: docs/decisions/0029); null forgets it.
    payment_method: z.nullable(z.enum(PAYMENT_METHODS)),
    // What the desk took when it says Paid: the fee it showed, in whole cents (docs/decisions/0069).
    paid_cents: handFee,
    // 'cancelled' and 'no_show': the desk ends a landing before it arrives (docs/product/movement-log.md).
    status: z.enum(['pending', 'parked', 'finished', 'cancelled', 'no_show']),
    ata: dateTime,
    departure: dateTime,
    // The desk's reason, sent to the pilot with a decision (ADR 0009); refused without one.
    reason: z.string().check(z.maxLength(MAX_REASON_LENGTH)),
    // A fee set by hand in whole cents, with its reason; null goes back to the rule's fee
    // (docs/product/movement-log.md, "Pricing").
    fee_by_hand: z.nullable(handFee),
    fee_reason: z.nullable(z.string().check(z.maxLength(MAX_FEE_REASON_LENGTH))),
    // A correction of what was recorded (docs/product/movement-log.md, "Corrections"). A relation
    // is only ever let go (null): the typed registration, type and origin then say what it is.
    registration: z.nullable(registration),
    aircraftType: z.nullable(heard),
    mtow: z.nullable(declaredMtow),
    aircraft: z.null(),
    origin: z.nullable(heard),
    from: z.null(),
    email: z.nullable(email),
    passengers_on_board: passengerList,
    date: z.iso.date(),
    time: timeOfDay,
    landingPurpose: z.nullable(purpose),
    club_services: services,
  }),
);

export type LandingChange = z.infer<typeof landingChangeSchema>;

/** What a change writes on the landing: the change itself, and what follows from a departure. */
export interface LandingUpdate extends Omit<LandingChange, 'reason'> {
  /** null: a landing nobody could price, still to be priced. */
  time_parked?: string;
  price?: number | null;
  /** The reason stored with a decision; null clears an earlier one. */
  reason?: string | null;
  /** Set with a desk cancel; the pilot's status page sets 'pilot'. */
  cancelledBy?: CancelledBy;
}

export const landingCreateFields = {
  // A radio call may name a pilot without an account and an airplane the club does not know.
  user: optional(relationId),
  email: optional(email),
  date: z.iso.date(),
  time: z.optional(timeOfDay),
  aircraft: optional(relationId),
  registration: optional(registration),
  aircraftType: optional(heard),
  // The MTOW the radio call gave for a type with no aircraft record: it prices the landing.
  mtow: optional(declaredMtow),
  origin: optional(heard),
  landingPurpose: optional(purpose),
  passengers_on_board: optional(passengerList),
  from: optional(relationId),
  club: z.optional(relationId),
  club_services: z.optional(services),
  // A radio call written down as a pending request rather than accepted.
  permission: optional(z.literal(true)),
  landing_permission: optional(z.literal(true)),
};

/** POST landings on our server (a plain Strapi is sent its own body, explicitLandingData). */
export const landingCreate = z.strictObject(landingCreateFields);
export type LandingCreate = z.input<typeof landingCreate>;

/** Whether the creation schema takes `value` for this field, as the server will. */
export const acceptsLandingField = (key: keyof typeof landingCreateFields, value: unknown): boolean =>
  z.safeParse(landingCreateFields[key], value).success;

/** Whether the change schema takes `value` for this field, as the server will. */
export const acceptsChangeField = (key: keyof LandingChange, value: unknown): boolean =>
  z.safeParse(landingChangeSchema.shape[key], value).success;
