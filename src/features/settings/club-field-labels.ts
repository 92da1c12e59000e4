// The visible labels of the club's settings fields (registration's steps name most of them too).
import type { ClubFieldKey } from '@/domain/club/club-settings';
import type { MessageId } from '@/i18n/messages';

export const CLUB_FIELD_LABELS: Record<ClubFieldKey, MessageId> = {
  name1: 'settings.field.name1',
  name2: 'settings.field.name2',
  address: 'settings.field.address',
  nif: 'settings.field.nif',
  contact_name: 'settings.field.contactName',
  phone: 'settings.field.phone',
  category: 'settings.field.category',
  direction: 'settings.field.direction',
  lat: 'settings.field.lat',
  long: 'settings.field.long',
  helipad_latitude: 'settings.field.helipadLatitude',
  helipad_longitude: 'settings.field.helipadLongitude',
  altitude: 'settings.field.altitude',
  length: 'settings.field.length',
  weight: 'settings.field.weight',
  request: 'settings.field.request',
  home_base_discount: 'settings.field.homeBaseDiscount',
  price_land: 'settings.field.priceLand',
  price_touch: 'settings.field.priceTouch',
  price_park: 'settings.field.pricePark',
  price_park_twin: 'settings.field.priceParkTwin',
  price_park_bizz: 'settings.field.priceParkBizz',
  price_park_heli: 'settings.field.priceParkHeli',
  hours_free_park: 'settings.field.hoursFreePark',
};
