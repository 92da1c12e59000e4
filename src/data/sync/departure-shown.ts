// How a departure recorded at the desk reads until the server has it: its time parked and its fee
// with the parking, by the same rule the server applies (landing-transitions.ts), so an offline desk
// never shows, or collects, the fee without the parking.
import type { PprDb } from '@/data/db/schema';
import { NO_PARKING_RATES } from '@/domain/fees/fee-rules';
import { applyLandingChange } from '@/domain/landings/landing-transitions';
import type { Clock } from '@/domain/time/clock';
import type { Landing } from '@/domain/wire/entities';
import type { LandingChange } from '@/domain/wire/landing-schema';

export async function departureShown(
  db: PprDb,
  row: Landing & { clubId: number },
  patch: LandingChange,
  clock: Clock,
): Promise<Partial<Landing> | undefined> {
  const rates = (await db.clubs.get(row.clubId)) ?? NO_PARKING_RATES;
  const result = applyLandingChange(row, patch, {
    now: clock.now(),
    rates,
    category: row.aircraft?.category ?? null,
  });
  if (!result.ok || result.changes.time_parked === undefined) return undefined;
  return { time_parked: result.changes.time_parked, price: result.changes.price ?? null };
}
