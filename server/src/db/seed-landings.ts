// The demo landings the seed writes, planned around `now`: pending requests in the coming days,
// aircraft parked now and two months of finished stays with their fees, from one seeded sequence.
import type { Insertable } from 'kysely';
import { estimatedLandingFee, parkingFee } from '@/domain/fees/fee-rules';
import { formatTimeParked } from '@/domain/time/durations';
import { addToDate, landingInstant, utcDate, utcStoredTime } from '@/domain/time/instants';
import { pick } from './prng';
import type { LandingTable } from './schema';
import type { BandSeed, ClubSeed } from './seed-data';
import * as data from './seed-data';

const HOUR = 3_600_000;
const MINUTE = 60_000;

type LandingRow = Omit<Insertable<LandingTable>, 'club_id' | 'createdAt' | 'updatedAt'>;
export interface Planned {
  row: LandingRow;
  withServices: boolean;
}
export interface LandingPlanContext {
  now: Date;
  rand: () => number;
  pilots: { id: number; name: string }[];
  aircraft: { id: number; name: string; category: string; mtow: number }[];
  origins: number[];
  bands: readonly BandSeed[];
  rates: ClubSeed;
}

const at = (d: Date) => ({ date: utcDate(d), time: utcStoredTime(d) });
const APPROVED = { permission: 1, landing_permission: 1 } as const;
/** Midnight (UTC) `days` after today's. */
const utcMidnight = (now: Date, days: number): number =>
  landingInstant(addToDate(utcDate(now), { days }), '00:00').getTime();

/**
 * A slot `days` from today (UTC). Today's slot is pushed to a quarter hour after `now` so it still
 * reads as upcoming, but never past 23:59, because the buckets are defined by UTC date.
 */
function slot(now: Date, days: number, hour: number, minute: number): Date {
  const planned = utcMidnight(now, days) + hour * HOUR + minute * MINUTE;
  if (days !== 0) return new Date(planned);
  const soon = Math.ceil((now.getTime() + 30 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
  return new Date(Math.min(Math.max(planned, soon), utcMidnight(now, 1) - MINUTE));
}

function common(
  ctx: LandingPlanContext,
  aircraft = pick(ctx.rand, ctx.aircraft),
): Omit<LandingRow, 'date' | 'time' | 'status'> {
  const { rand } = ctx;
  const pilot = pick(rand, ctx.pilots);
  const purpose = pick(rand, data.PURPOSES);
  const others = data.PASSENGER_NAMES.filter(() => rand() < 0.25).slice(0, 3);
  return {
    aircraft_id: aircraft.id,
    user_id: pilot.id,
    // About one landing in six has no known origin, as when a pilot files from an unlisted strip.
    from_id: rand() < 1 / 6 ? null : pick(rand, ctx.origins),
    landingPurpose: purpose,
    passengers_on_board: JSON.stringify([pilot.name, ...others]),
    price: estimatedLandingFee(ctx.bands, aircraft.mtow, purpose),
  };
}

function request(ctx: LandingPlanContext, when: Date, decision: 0 | 1 | null): Planned {
  const row: LandingRow = {
    ...common(ctx),
    ...at(when),
    status: 'pending',
    permission: decision,
    landing_permission: decision,
    paymentStatus: 'Pending',
  };
  return { row, withServices: false };
}

function parked(
  ctx: LandingPlanContext,
  ata: Date,
  aircraft?: LandingPlanContext['aircraft'][number],
): Planned {
  const row: LandingRow = {
    ...common(ctx, aircraft),
    ...at(ata),
    ...APPROVED,
    status: 'parked',
    paymentStatus: 'Pending',
    ata: ata.toISOString(),
  };
  return { row, withServices: false };
}

function finished(ctx: LandingPlanContext, ata: Date, departure: Date): Planned {
  const base = common(ctx);
  const aircraft = ctx.aircraft.find((a) => a.id === base.aircraft_id);
  const roll = ctx.rand();
  const row: LandingRow = {
    ...base,
    ...at(ata),
    ...APPROVED,
    status: 'finished',
    paymentStatus: roll < 0.7 ? 'Paid' : roll < 0.85 ? 'Pending' : 'Captive',
    ata: ata.toISOString(),
    departure: departure.toISOString(),
    time_parked: formatTimeParked(departure.getTime() - ata.getTime()),
    price: parkingFee({
      landingPrice: base.price ?? null,
      rates: ctx.rates,
      category: aircraft?.category,
      ata,
      until: departure,
    }),
  };
  return { row, withServices: ctx.rand() < 0.3 };
}

/** Minutes-precise instant `ms` before now, so ata reads like a logged time. */
function before(now: Date, ms: number): Date {
  return new Date(Math.floor((now.getTime() - ms) / MINUTE) * MINUTE);
}

export function planDemoLandings(ctx: LandingPlanContext): Planned[] {
  const { now, rand } = ctx;
  const byCategory = (category: string) => ctx.aircraft.find((a) => a.category === category);
  const plan: Planned[] = [
    ...[0, 1, 2, 3].map((d, i) => request(ctx, slot(now, d, 11 + i * 2, 15 * i), null)),
    ...[0, 1, 3, 5].map((d, i) => request(ctx, slot(now, d, 10 + i * 2, 30), 1)),
    parked(ctx, before(now, HOUR + 7 * MINUTE), byCategory('Single engine')),
    parked(ctx, before(now, 3 * HOUR + 12 * MINUTE), byCategory('Helicopter')),
    parked(ctx, before(now, 5 * HOUR + 20 * MINUTE), byCategory('Twin engine')),
    request(ctx, slot(now, 2, 14, 0), 0),
  ];
  for (let i = 0; i < 64; i++) {
    // Spread over the last 59 whole days, arriving by 15:00 so even a 9 h stay departs that day.
    const day = utcMidnight(now, -(1 + Math.floor((i * 59) / 64)));
    const ata = new Date(day + (8 + Math.floor(rand() * 7)) * HOUR + Math.floor(rand() * 12) * 5 * MINUTE);
    const departure = new Date(ata.getTime() + (30 + Math.floor(rand() * 511)) * MINUTE);
    const landing = finished(ctx, ata, departure);
    // One legacy row the client must tolerate: passengers that are not JSON.
    if (i === 17) landing.row.passengers_on_board = 'n/a';
    plan.push(landing);
  }
  return plan;
}

export function planOtherLandings(ctx: LandingPlanContext): Planned[] {
  const { now } = ctx;
  const ata = (days: number, hour: number) => new Date(utcMidnight(now, -days) + hour * HOUR);
  return [
    request(ctx, slot(now, 1, 12, 0), null),
    request(ctx, slot(now, 2, 15, 30), 1),
    parked(ctx, before(now, 2 * HOUR)),
    finished(ctx, ata(5, 10), ata(5, 13)),
    finished(ctx, ata(12, 9), ata(12, 16)),
  ];
}
