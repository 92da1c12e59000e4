// Words for the sync panel and the undo bar: what a queued change does, to which landing, and why
// it is stuck, in the desk's language.
import type { OutboxEntry } from '@/data/react/records';
import { PAYMENT_STATUS_WORDS } from '@/domain/books/payment-status-words';
import { serviceName } from '@/domain/club/catalogue-words';
import { formatPrice } from '@/domain/fees/money';
import { paidByWords } from '@/domain/fees/paid-by-words';
import { clashingFields, comparedByField } from '@/domain/landings/field-clashes';
import { pilotNameOf } from '@/domain/landings/landing-facts';
import { aircraftHeadline, type Identified, landingIdentity } from '@/domain/landings/landing-identity';
import { parsePassengers } from '@/domain/landings/passengers';
import type { NamedClock } from '@/domain/time/club-clock';
import { type DisplayLocale, formatEtaOnClock, formatOnClock } from '@/domain/time/format';
import { type ClubService, type Landing, PAYMENT_METHODS, PAYMENT_STATUSES } from '@/domain/wire/entities';
import { type MessageId, sayOr, type Translate } from '@/i18n/messages';

/** An instant of a change (its ATA, its departure) on the club's clock, its zone named, or N/A. */
function when(t: Translate, tag: DisplayLocale, iso: string | null | undefined, clock: NamedClock): string {
  return formatOnClock(iso ?? null, clock, tag, { fallback: t('common.notAvailable') });
}

/** A fee change's values: whether it sets a fee by hand, and the fee in the reader's money. */
function handFeeValues(entry: OutboxEntry, tag: DisplayLocale) {
  const cents = entry.patch.fee_by_hand;
  return cents === null || cents === undefined
    ? { set: 'no', fee: '' }
    : { set: 'yes', fee: formatPrice(cents / 100, tag) };
}

export function describeChange(
  t: Translate,
  tag: DisplayLocale,
  entry: OutboxEntry,
  clock: NamedClock,
): string {
  switch (entry.kind) {
    case 'decision':
      if (entry.patch.permission === null) return t('shell.change.reopen');
      return t(entry.patch.permission ? 'shell.change.accept' : 'shell.change.reject');
    case 'payment': {
      const status = t('shell.change.payment', { status: entry.patch.paymentStatus ?? 'none' });
      // PAID, then how: two changes of one landing must not read alike in the list.
      const by = paidByWords({
        paymentStatus: entry.patch.paymentStatus ?? null,
        payment_method: entry.patch.payment_method ?? null,
      });
      return by ? `${status} · ${t(by)}` : status;
    }
    case 'fee':
      return t('shell.change.fee', handFeeValues(entry, tag));
    case 'arrival':
      return t('shell.change.arrival', { time: when(t, tag, entry.patch.ata, clock) });
    case 'departure':
      return t('shell.change.departure', { time: when(t, tag, entry.patch.departure, clock) });
    case 'create':
      return t('shell.change.create');
    case 'state':
      return t(entry.patch.status === 'no_show' ? 'shell.change.noShow' : 'shell.change.cancel');
    case 'correction':
      return t('shell.change.correction');
  }
}

/**
 * What the operator just did, for the undo bar: "Accepted", "Payment: PAID", "Departed at 18:05
 * Lisbon" (the time recorded, on the club's clock: the landing's own time follows it).
 */
export function describeDone(
  t: Translate,
  entry: OutboxEntry,
  clock: NamedClock,
  tag: DisplayLocale = 'en-GB',
): string {
  const at = (iso: string | null | undefined) => ({
    time: formatOnClock(iso ?? null, clock, tag, { shown: 'time', fallback: t('common.notAvailable') }),
  });
  switch (entry.kind) {
    case 'decision':
      if (entry.patch.permission === null) return t('shell.done.reopened');
      return t(entry.patch.permission ? 'shell.done.accepted' : 'shell.done.rejected');
    case 'payment': {
      // Saying how it was paid: the bar names the way, which is what waits to be sent.
      const paidBy = paidByWords({
        paymentStatus: 'Paid',
        payment_method: entry.patch.payment_method ?? null,
      });
      if (entry.patch.paymentStatus !== 'Paid' || !paidBy)
        return t('shell.done.payment', { status: entry.patch.paymentStatus ?? 'none' });
      return t('shell.done.paidBy', { method: t(paidBy) });
    }
    case 'fee':
      return t('shell.done.fee', handFeeValues(entry, tag));
    case 'arrival':
      return t(
        entry.patch.status ? 'shell.done.arrived' : 'shell.done.arrivalCorrected',
        at(entry.patch.ata),
      );
    case 'departure':
      return t('shell.done.departed', at(entry.patch.departure));
    case 'create':
      return t('shell.done.added');
    case 'state':
      return t(entry.patch.status === 'no_show' ? 'shell.done.noShow' : 'shell.done.cancelled');
    case 'correction':
      return t('shell.done.corrected');
  }
}

/**
 * "CS-AAA · Cessna 172, CS-AB1, 22/11/2026, 14:30 UTC": the landing's own data, listed; the aircraft
 * by the names of landing-identity.ts, so a visitor's typed registration is never "unknown aircraft".
 */
export function describeLanding(
  t: Translate,
  tag: DisplayLocale,
  row:
    | (Identified & Pick<Landing, 'date' | 'time'> & Partial<Pick<Landing, 'passengers_on_board'>>)
    | undefined,
  clock: NamedClock,
): string {
  if (!row) return t('shell.landing.gone');
  const identity = landingIdentity(row);
  const who =
    identity.pilotCallSign ??
    pilotNameOf({ user: row.user, passengers_on_board: row.passengers_on_board ?? null }) ??
    t('shell.landing.unknownPilot');
  const what = aircraftHeadline(identity) ?? t('shell.landing.unknownAircraft');
  return `${what}, ${who}, ${formatEtaOnClock(row, clock, tag)}`;
}

/** Why the change has not gone through: the server's reason in the desk's language when it gave one. */
function reason(t: Translate, entry: OutboxEntry, otherwise: MessageId): string {
  return entry.error === null ? t(otherwise) : sayOr(t, entry.errorWords ?? null, entry.error);
}

export function describeState(t: Translate, entry: OutboxEntry, nowMs: number): string {
  // The server's answer to a conflict says no more than the state does (and only in English).
  if (entry.state === 'conflict') return t('shell.outbox.conflict');
  if (entry.state === 'failed')
    return t('shell.outbox.refused', { reason: reason(t, entry, 'shell.outbox.reasonUnknown') });
  if (entry.nextAttemptAt > nowMs) {
    const seconds = Math.ceil((entry.nextAttemptAt - nowMs) / 1000);
    return t('shell.outbox.retrying', {
      reason: reason(t, entry, 'shell.outbox.reasonNoConnection'),
      seconds,
    });
  }
  return t('shell.outbox.waiting');
}

function valueText(t: Translate, tag: DisplayLocale, key: string, value: unknown, clock: NamedClock): string {
  if (value === null || value === undefined)
    return t(key === 'permission' ? 'shell.conflict.value.undecided' : 'shell.conflict.value.none');
  if (key === 'permission' || key === 'landing_permission')
    return t(value ? 'shell.conflict.value.accepted' : 'shell.conflict.value.rejected');
  if (key === 'paymentStatus') {
    const status = PAYMENT_STATUSES.find((known) => known === value);
    return status ? t(PAYMENT_STATUS_WORDS[status]) : String(value);
  }
  if (key === 'payment_method') {
    const method = PAYMENT_METHODS.find((known) => known === value);
    const words = method ? paidByWords({ paymentStatus: 'Paid', payment_method: method }) : null;
    return words ? t(words) : String(value);
  }
  if (key === 'ata' || key === 'departure') return when(t, tag, String(value), clock);
  if (key === 'fee_by_hand') return formatPrice(Number(value) / 100, tag);
  if (key === 'passengers_on_board') return parsePassengers(String(value)).join(', ');
  if (key === 'club_services' && Array.isArray(value))
    return value
      .map((offer: ClubService) => (offer.service ? serviceName(offer.service.name, t) : String(offer.id)))
      .join(', ');
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  return String(value);
}

const FIELD_NAMES: Record<string, MessageId> = {
  permission: 'movements.details.decision',
  landing_permission: 'shell.conflict.field.landingPermission',
  paymentStatus: 'shell.conflict.field.payment',
  payment_method: 'shell.conflict.field.paidBy',
  status: 'shell.conflict.field.status',
  ata: 'movements.details.arrival',
  departure: 'movements.details.departure',
  fee_by_hand: 'shell.conflict.field.fee',
  fee_reason: 'shell.conflict.field.feeReason',
};

/** One line per field the desk changed: the desk's value against the server's current one. */
export function conflictSides(
  t: Translate,
  tag: DisplayLocale,
  entry: OutboxEntry,
  clock: NamedClock,
): Array<{ field: string; desk: string; server: string }> {
  const current = entry.serverCurrent;
  // Most changes' conflicts are only in the fields another desk changed as well.
  const fields: string[] =
    comparedByField(entry.kind) && current ? clashingFields(entry, current) : Object.keys(entry.patch);
  const desk: Record<string, unknown> = { ...entry.patch, ...entry.shown };
  return (
    fields
      // Said by the decision and the payment lines already.
      .filter((key) => key !== 'landing_permission' && key !== 'paid_cents')
      .map((key) => {
        const name = FIELD_NAMES[key];
        return {
          field: name ? t(name) : t('shell.conflict.field.record', { field: key }),
          desk: valueText(t, tag, key, desk[key], clock),
          server: !current
            ? t('shell.conflict.value.unknown')
            : // A request the pilot withdrew stays undecided: what the desk meets is its cancellation.
              key === 'permission' && current.status === 'cancelled'
              ? t('shell.done.cancelled')
              : valueText(t, tag, key, current[key as keyof Landing], clock),
        };
      })
  );
}
