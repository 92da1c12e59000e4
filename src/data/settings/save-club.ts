// The club row's saves from Settings (docs/product.md#calls): one group of its fields with PUT clubs/:id, and
// the landing fees, which are the weight bands (saved through the server's adapter) plus the home base discount.
import type { ApiClient } from '@/data/api/client';
import { updateClub } from '@/data/api/clubs';
import type { ServerAdapter } from '@/data/server/server-adapter';
import { operationsOf } from '@/data/server/server-operations';
import type { ClubValue } from '@/domain/club/club-settings';
import type { WeightBand } from '@/domain/fees/fee-rules';

export async function saveClubFields(
  api: ApiClient,
  clubId: number,
  data: Partial<Record<string, ClubValue>>,
): Promise<void> {
  await updateClub(api, clubId, data);
}

export interface LandingFeesChange {
  /** Absent when the bands were not touched. */
  bands?: WeightBand[] | undefined;
  /** Absent when the discount was not touched. */
  discount?: Partial<Record<string, ClubValue>> | undefined;
}

/** The bands first: when they are refused, the discount is not sent either. */
export async function saveLandingFees(
  api: ApiClient,
  server: ServerAdapter,
  clubId: number,
  { bands, discount }: LandingFeesChange,
): Promise<void> {
  if (bands) await operationsOf(server).saveBands(api, clubId, bands);
  if (discount) await saveClubFields(api, clubId, discount);
}
