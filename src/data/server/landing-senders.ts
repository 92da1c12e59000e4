// How an outbox entry reaches each server (docs/decisions/0005, 0035): our server takes
// Idempotency-Key and If-Match; a plain Strapi, 4 or 5, gets read-checked sends.
import type { ApiClient } from '@/data/api/client';
import type { PprDb } from '@/data/db/schema';
import type { LandingSender } from '@/data/sync/landing-sender';
import { pprDeskSender } from '@/data/sync/ppr-desk-sender';
import { strapiSender } from '@/data/sync/strapi-sender';
import type { Clock } from '@/domain/time/clock';
import type { ServerAdapter, ServerName } from './server-adapter';

export interface SenderDeps {
  api: ApiClient;
  db: PprDb;
  clock: Clock;
}

const SENDERS: Record<ServerName, (deps: SenderDeps) => LandingSender> = {
  pprDesk: ({ api }) => pprDeskSender(api),
  strapi4: strapiSender,
  strapi5: strapiSender,
};

export const landingSenderOf = (adapter: ServerAdapter, deps: SenderDeps): LandingSender =>
  SENDERS[adapter.name](deps);
