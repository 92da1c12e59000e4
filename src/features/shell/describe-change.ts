// Words for the sync panel: what a queued change does, to which landing, and why it is stuck.
import type { OutboxEntry } from '@/data/react/records';
import { PAYMENT_STATUS_LABELS } from '@/domain/landings';
import {
  DEFAULT_LOCALE,
  type DisplayLocale,
  formatDate,
  formatUtcTime,
  formatZonedDateTime,
} from '@/domain/time/format';
import type { Landing, PaymentStatus } from '@/domain/types';

export function describeChange(entry: OutboxEntry, locale: DisplayLocale = DEFAULT_LOCALE): string {
  switch (entry.kind) {
    case 'decision':
      if (entry.patch.permission === null) return 'Reopen request';
      return entry.patch.permission ? 'Accept landing' : 'Reject landing';
    case 'payment':
      return `Payment status: ${paymentLabel(entry.patch.paymentStatus)}`;
    case 'arrival':
      return `Arrival at ${formatZonedDateTime(entry.patch.ata, locale)}`;
    case 'departure':
      return `Departure at ${formatZonedDateTime(entry.patch.departure, locale)}`;
    case 'create':
      return 'Add landing manually';
  }
}

/** What the operator just did, for the undo bar: "Accepted", "Payment: PAID". */
export function describeDone(entry: OutboxEntry): string {
  switch (entry.kind) {
    case 'decision':
      if (entry.patch.permission === null) return 'Reopened';
      return entry.patch.permission ? 'Accepted' : 'Rejected';
    case 'payment':
      return `Payment: ${paymentLabel(entry.patch.paymentStatus)}`;
    case 'arrival':
      return entry.patch.status ? 'Arrived' : 'Arrival time corrected';
    case 'departure':
      return 'Departed';
    case 'create':
      return 'Added';
  }
}

function paymentLabel(status: PaymentStatus | null | undefined): string {
  return status ? PAYMENT_STATUS_LABELS[status] : 'none';
}

export function describeLanding(
  row: Pick<Landing, 'aircraft' | 'user' | 'date' | 'time'> | undefined,
  locale: DisplayLocale = DEFAULT_LOCALE,
): string {
  if (!row) return 'Landing no longer in the local copy';
  const who = row.user?.callSign ?? row.user?.name ?? 'unknown pilot';
  const what = row.aircraft?.name ?? 'unknown aircraft';
  return `${what}, ${who}, ${formatDate(row.date, locale)} ${formatUtcTime(row.time, locale)}`;
}

export function describeState(entry: OutboxEntry, nowMs: number): string {
  if (entry.state === 'conflict') return `Changed on the server meanwhile: ${entry.error ?? 'conflict'}`;
  if (entry.state === 'failed') return `Refused by the server: ${entry.error ?? 'unknown reason'}`;
  if (entry.nextAttemptAt > nowMs) {
    const seconds = Math.ceil((entry.nextAttemptAt - nowMs) / 1000);
    return `Not sent (${entry.error ?? 'no connection'}); trying again in ${seconds} s`;
  }
  return 'Waiting to be sent';
}

function valueText(key: string, value: unknown, locale: DisplayLocale): string {
  if (value === null || value === undefined) return key === 'permission' ? 'undecided' : 'none';
  if (key === 'permission' || key === 'landing_permission') return value ? 'accepted' : 'rejected';
  if (key === 'paymentStatus') return paymentLabel(value as PaymentStatus);
  if (key === 'ata' || key === 'departure') return formatZonedDateTime(String(value), locale);
  return String(value);
}

const FIELD_NAMES: Record<string, string> = {
  permission: 'Decision',
  landing_permission: 'Landing permission',
  paymentStatus: 'Payment',
  status: 'Status',
  ata: 'Arrival',
  departure: 'Departure',
};

/** One line per field the desk changed: the desk's value against the server's current one. */
export function conflictSides(
  entry: OutboxEntry,
  locale: DisplayLocale = DEFAULT_LOCALE,
): Array<{ field: string; desk: string; server: string }> {
  const current = entry.serverCurrent;
  return Object.entries(entry.patch)
    .filter(([key]) => key !== 'landing_permission')
    .map(([key, value]) => ({
      field: FIELD_NAMES[key] ?? key,
      desk: valueText(key, value, locale),
      server: current ? valueText(key, current[key as keyof Landing], locale) : 'unknown',
    }));
}
