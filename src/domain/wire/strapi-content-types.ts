// The content types of a club's own Strapi, by their API path (the schema folders a club copies:
// docs/decisions/0005, 0035): the only fields the desk writes there. Strapi 4 ignores any other
// field; Strapi 5 refuses the whole write ("Invalid key icao"), so what only our server keeps
// (a club's ICAO code, a landing's typed registration) never goes to a plain Strapi 5.

export const STRAPI_CONTENT_TYPE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  landings: [
    'date',
    'time',
    'status',
    'permission',
    'landing_permission',
    'paymentStatus',
    'ata',
    'departure',
    'price',
    'landingPurpose',
    'passengers_on_board',
    'time_parked',
    'club',
    'club_services',
    'aircraft',
    'user',
    'from',
  ],
  clubs: [
    'name1',
    'name2',
    'address',
    'nif',
    'contact_name',
    'phone',
    'vat_rate',
    'category',
    'direction',
    'lat',
    'long',
    'altitude',
    'length',
    'weight',
    'request',
    'home_base_discount',
    'price_park',
    'price_park_twin',
    'price_park_bizz',
    'price_park_heli',
    'hours_free_park',
    'email',
    'stripeEmail',
    'helipad_latitude',
    'helipad_longitude',
    'price_land',
    'price_touch',
  ],
  schedules: ['club', 'day_index', 'day', 'open', 'close'],
  mtows: ['club', 'weight1', 'weight2', 'priceLand', 'priceTouchGo'],
  'club-services': ['club', 'service', 'price'],
  aircrafts: ['name', 'category'],
  services: ['name', 'icon', 'price', 'active'],
  categories: ['name'],
};

/**
 * A write's `data` for the content type at `collection`, without the fields it does not have; as
 * given for a path that is not one of them (users-permissions keeps its own rules).
 */
export function contentTypeData<T extends object>(collection: string, data: T): Partial<T> {
  const fields = STRAPI_CONTENT_TYPE_FIELDS[collection];
  if (!fields) return data;
  return Object.fromEntries(Object.entries(data).filter(([field]) => fields.includes(field))) as Partial<T>;
}
