// Saving a club's extra services (docs/product.md#settings): each catalogue service is an entry the operator
// toggles and prices. Only entries touched since loading are saved; an entry's link to the club
// (its club-service) decides between create, update and delete.
import { z } from 'zod/mini';
import { isBlank, type NumericInput, parseDecimal } from '../desk/inputs';
import { servicePriceSchema } from '../wire/club-service-schema';

export interface ServiceEntry {
  serviceId: number;
  /** The club-service linking this service to the club, or null when the club does not offer it. */
  clubServiceId: number | null;
  active: boolean;
  /** Euros as typed; blank means 0. */
  price: NumericInput;
  /** Touched since loaded: only these entries are saved. */
  updated: boolean;
}

export type ClubServiceOp =
  | { kind: 'create'; serviceId: number; price: number }
  | { kind: 'update'; clubServiceId: number; price: number }
  | { kind: 'delete'; clubServiceId: number };

export interface ClubServicePlan {
  ops: ClubServiceOp[];
  /** Service ids whose price is neither blank nor a euro amount of 0 or more: nothing is saved then. */
  invalid: number[];
}

/** A price left empty is saved as 0. Null when the club-services schema refuses the amount. */
export function servicePrice(value: NumericInput, tag?: string): number | null {
  if (isBlank(value)) return 0;
  const price = parseDecimal(value, tag);
  return z.safeParse(servicePriceSchema, price).success ? price : null;
}

/** Toggling a service off clears its price; either way the entry now needs saving. */
export function toggleServiceEntry<E extends ServiceEntry>(entry: E, active: boolean): E {
  return { ...entry, active, price: active ? entry.price : '', updated: true };
}

export function priceServiceEntry<E extends ServiceEntry>(entry: E, price: string): E {
  return { ...entry, price, updated: true };
}

/**
 * Active without a link → create; active with a link → update its price; inactive with a
 * link → delete; entries not flagged updated, and inactive ones without a link, send nothing.
 */
export function planClubServiceSave(entries: readonly ServiceEntry[]): ClubServicePlan {
  const ops: ClubServiceOp[] = [];
  const invalid: number[] = [];
  for (const entry of entries) {
    if (!entry.updated) continue;
    if (!entry.active) {
      if (entry.clubServiceId !== null) ops.push({ kind: 'delete', clubServiceId: entry.clubServiceId });
      continue;
    }
    const price = servicePrice(entry.price);
    if (price === null) invalid.push(entry.serviceId);
    else if (entry.clubServiceId === null) ops.push({ kind: 'create', serviceId: entry.serviceId, price });
    else ops.push({ kind: 'update', clubServiceId: entry.clubServiceId, price });
  }
  return invalid.length > 0 ? { ops: [], invalid } : { ops, invalid };
}
