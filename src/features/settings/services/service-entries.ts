// The Extra services form's entries: every catalogue service the club offers or may offer, with
// its club-service link (docs/product.md#data, ClubService: link id, price, on, changed).

import type { ServiceOffers } from '@/data/settings/use-settings-data';
import type { ServiceEntry } from '@/domain/club/club-services-save';
import { amountText } from '@/domain/fees/money';
import type { Service } from '@/domain/wire/entities';

/** An entry with its service's name, as the form lists it. */
export interface ServiceEntryView extends ServiceEntry {
  name: string;
  price: string;
}

/** The entries as the form first shows them, each price as `tag` (en-GB, pt-PT) writes money. */
export function toServiceEntries({ services, offers }: ServiceOffers, tag = 'en-GB'): ServiceEntryView[] {
  const offerOf = new Map(offers.flatMap((offer) => (offer.service ? [[offer.service.id, offer]] : [])));
  const listed = (service: Service): boolean => service.active || offerOf.has(service.id);
  return services.filter(listed).map((service) => {
    const offer = offerOf.get(service.id);
    return {
      serviceId: service.id,
      name: service.name,
      clubServiceId: offer?.id ?? null,
      active: offer !== undefined,
      price: offer ? amountText(offer.price, tag) : '',
      updated: false,
    };
  });
}
