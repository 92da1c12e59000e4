// The visible labels of the club's settings fields (the registration steps of SPEC §2 name them).
import type { ClubFieldKey } from '@/domain/club-settings';

export const CLUB_FIELD_LABELS: Record<ClubFieldKey, string> = {
  name1: 'Airfield name',
  name2: 'ICAO code',
  address: 'Fiscal address',
  nif: 'Tax number',
  contact_name: 'Contact person',
  phone: 'Phone number',
  category: 'Runway type',
  direction: 'Direction',
  lat: 'Runway latitude',
  long: 'Runway longitude',
  helipad_latitude: 'Helipad latitude',
  helipad_longitude: 'Helipad longitude',
  altitude: 'Elevation',
  length: 'Length',
  weight: 'Weight limit',
  request: 'Request to land',
  home_base_discount: 'Home base discount (%)',
  price_land: 'Normal landing (€)',
  price_touch: 'Touch and go (€)',
  price_park: 'Single engine (€ per hour)',
  price_park_twin: 'Twin engine (€ per hour)',
  price_park_bizz: 'Bizz jets (€ per hour)',
  price_park_heli: 'Helicopter/rotary (€ per hour)',
  hours_free_park: 'Hours of free parking',
};
