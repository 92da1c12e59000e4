// The club writes that differ by server beyond the wire (docs/decisions/0035): how a club's weight
// bands are saved and whether registration made the account the club's owner. Our server does each
// in one call; a plain Strapi, 4 or 5, needs a guarded row-by-row band save and a look at the owner.
// How an outbox entry is sent is landing-senders.ts, apart so registration loads no sender.
import type { ApiClient, CallAs } from '@/data/api/client';
import { replaceClubMtows } from '@/data/api/mtows';
import { getOwner } from '@/data/api/users';
import { saveBandsRowByRow } from '@/data/settings/save-bands';
import type { WeightBand } from '@/domain/fees/fee-rules';
import type { ServerAdapter, ServerName } from './server-adapter';

export interface ServerOperations {
  /** Replaces the club's weight bands (docs/decisions/0004, 0006). */
  saveBands(api: ApiClient, clubId: number, bands: readonly WeightBand[], as?: CallAs): Promise<void>;
  /** Whether the account registration just made owns its new club. */
  ownerLinked(api: ApiClient, account: { userId: number; jwt: string }, clubId: number): Promise<boolean>;
}

const OURS: ServerOperations = {
  async saveBands(api, clubId, bands, as) {
    await replaceClubMtows(api, clubId, bands, as);
  },
  ownerLinked: async () => true,
};

const PLAIN_STRAPI: ServerOperations = {
  saveBands: saveBandsRowByRow,
  async ownerLinked(api, { userId, jwt }, clubId) {
    const owner = await getOwner(api, userId, jwt).catch(() => null);
    return owner?.club?.id === clubId;
  },
};

const OPERATIONS: Record<ServerName, ServerOperations> = {
  pprDesk: OURS,
  strapi4: PLAIN_STRAPI,
  strapi5: PLAIN_STRAPI,
};

export const operationsOf = (adapter: ServerAdapter): ServerOperations => OPERATIONS[adapter.name];
