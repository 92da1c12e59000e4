// The limits on pilot request sends (ADR 0009), counted in the database so every server process
// shares them (docs/decisions/0012): per address in fixed windows here; per email from the stored
// requests themselves (repositories/pilot-requests.ts).
import type { Db } from '../db/database';
import { countHit } from '../repositories/rate-limits';

export interface RequestLimits {
  perIp: { max: number; windowMs: number };
  perEmail: { max: number; windowMs: number };
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  perIp: { max: 5, windowMs: 10 * 60_000 },
  perEmail: { max: 10, windowMs: 24 * 3_600_000 },
};

/** Counts one send from `ip`; false once the address has sent `max` in this window. */
export async function allowSendFrom(db: Db, limits: RequestLimits, ip: string, now: Date): Promise<boolean> {
  return (await countHit(db, `request ${ip}`, now, limits.perIp.windowMs)) <= limits.perIp.max;
}
