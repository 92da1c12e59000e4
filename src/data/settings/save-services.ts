// Saving the extra services (docs/product.md#settings): the club's links are read again from the server
// first, so a save that was cut off half way can be repeated without creating a service twice.
import type { ApiClient } from '@/data/api/client';
import {
  createClubService,
  deleteClubService,
  listClubServices,
  updateClubServicePrice,
} from '@/data/api/club-services';
import { type ClubServiceOp, planClubServiceSave, type ServiceEntry } from '@/domain/club/club-services-save';
import { type Message, msg } from '@/i18n/messages';

/** A price that is not an amount in euros reached the save (the form checks first). */
export class InvalidServicePriceError extends Error {
  override readonly name = 'InvalidServicePriceError';
  /** What the operator reads, in the desk's language; `message` stays English, for logs. */
  readonly words: Message = msg('settings.services.invalidPrice');
}

async function apply(api: ApiClient, clubId: number, op: ClubServiceOp): Promise<void> {
  if (op.kind === 'create') await createClubService(api, clubId, op.serviceId, op.price);
  else if (op.kind === 'update') await updateClubServicePrice(api, op.clubServiceId, op.price);
  else await deleteClubService(api, op.clubServiceId);
}

export async function saveServices(
  api: ApiClient,
  clubId: number,
  entries: readonly ServiceEntry[],
): Promise<void> {
  const links = new Map(
    (await listClubServices(api, clubId)).flatMap((offer) =>
      offer.service ? [[offer.service.id, offer.id]] : [],
    ),
  );
  const plan = planClubServiceSave(
    entries.map((entry) => ({ ...entry, clubServiceId: links.get(entry.serviceId) ?? null })),
  );
  if (plan.invalid.length > 0) throw new InvalidServicePriceError('A price is not an amount in euros.');
  for (const op of plan.ops) await apply(api, clubId, op);
}
