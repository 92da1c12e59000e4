// Random Strapi query strings from a seeded PRNG, for the odd-input tests: roots, bracketed
// segments, operators and values mixed the way a careless or hostile client would.
import { mulberry32 } from '../db/prng';
import { OPERATORS as STRAPI_OPERATORS } from '../strapi/filters';

/** The operators the server knows, in its order, as the generator has always drawn them. */
const KNOWN_OPERATORS = STRAPI_OPERATORS.filter((op) => op !== '$notContains');

const ROOTS = [
  'filters',
  'filters',
  'filters',
  'sort',
  'populate',
  'populate',
  'pagination',
  'fields',
  'locale',
  'junk',
  '',
];
const SEGMENTS = [
  'id',
  'date',
  'time',
  'status',
  'permission',
  'price',
  'email',
  'name',
  'name1',
  'username',
  'password_hash',
  'token_version',
  'club',
  'user',
  'aircraft',
  'from',
  'club_services',
  'service',
  'category',
  'clubOwner',
  'populate',
  'fields',
  'page',
  'pageSize',
  'start',
  'limit',
  ...KNOWN_OPERATORS,
  '$and',
  '$or',
  '$not',
  '$regex',
  '$where',
  '0',
  '1',
  '99',
  '',
  '__proto__',
  'constructor',
  'toString',
  ';drop table landings',
  "'",
  '../',
  '%00',
];
const VALUES = [
  '1',
  '0',
  '-1',
  '2',
  '1.5',
  '1e309',
  '1e19',
  '-0',
  'NaN',
  'true',
  'false',
  '',
  '*',
  'date:desc',
  'date:asc,time:desc',
  'id:sideways',
  'club',
  'club,aircraft',
  'pending',
  '2026-01-01',
  '10:00:00',
  "' OR 1=1 --",
  '"; drop table landings; --',
  '%',
  '%ZZ',
  '%00',
  '_',
  'constructor',
  '__proto__',
  'x'.repeat(300),
  '\u00e9\u4e2d\ud83d\ude80',
];
const COLLECTIONS = [
  'landings',
  'users',
  'clubs',
  'aircrafts',
  'categories',
  'services',
  'schedules',
  'mtows',
  'club-services',
];

const FIELDS = [
  'id',
  'date',
  'time',
  'status',
  'permission',
  'price',
  'email',
  'name',
  'name1',
  'day_index',
  'weight1',
  'createdAt',
  'password_hash',
  'nope',
  'constructor',
  '__proto__',
  'toString',
  'date;drop table landings',
];
const RELATIONS = [
  'club',
  'user',
  'aircraft',
  'from',
  'club_services',
  'service',
  'category',
  'clubOwner',
  'nope',
  'constructor',
  'toString',
  '*',
  '../../etc',
];
const OPERATORS = [...KNOWN_OPERATORS, '$regex', '$where', 'eq', ''];
const NUMBERS = [
  '1',
  '2',
  '0',
  '-1',
  '25',
  '100',
  '101',
  '1.5',
  '1e2',
  '1e19',
  '1e18',
  '1e309',
  '9007199254740993',
  'abc',
  '',
];
const DIRECTIONS = ['', ':asc', ':desc', ':DESC', ':sideways', ':asc:desc'];

/** One parameter: mostly well-shaped Strapi keys with odd parts, sometimes anything at all. */
function randomParam(rand: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const enc = (text: string) =>
    rand() < 0.5 ? encodeURIComponent(text) : text.replace(/[&=#%\s]/g, encodeURIComponent);
  const n = () => String(Math.floor(rand() * 3));
  switch (pick(['filter', 'filter', 'relation', 'group', 'sort', 'populate', 'pagination', 'junk', 'junk'])) {
    case 'filter':
      return `filters[${enc(pick(FIELDS))}][${enc(pick(OPERATORS))}]${rand() < 0.2 ? `[${n()}]` : ''}=${enc(pick(VALUES))}`;
    case 'relation':
      return `filters[${enc(pick(RELATIONS))}][${enc(pick(FIELDS))}][${enc(pick(OPERATORS))}]=${enc(pick(rand() < 0.5 ? NUMBERS : VALUES))}`;
    case 'group':
      return `filters[${pick(['$and', '$or', '$not', '$nor'])}][${n()}][${enc(pick(FIELDS))}]=${enc(pick(VALUES))}`;
    case 'sort':
      return rand() < 0.5
        ? `sort=${enc(pick(FIELDS) + pick(DIRECTIONS))}`
        : `sort[${n()}]=${enc(pick(FIELDS) + pick(DIRECTIONS))}`;
    case 'populate': {
      const shape = Math.floor(rand() * 3);
      if (shape === 0) return `populate=${enc(pick(RELATIONS))}`;
      if (shape === 1) return `populate[${n()}]=${enc(pick(RELATIONS))}`;
      return `populate[${enc(pick(RELATIONS))}][${pick(['populate', 'fields', 'where'])}]=${enc(pick(RELATIONS))}`;
    }
    case 'pagination':
      return `pagination[${pick(['page', 'pageSize', 'start', 'limit', 'withCount', 'offset', ''])}]=${enc(pick(NUMBERS))}`;
    default: {
      let key = enc(pick(ROOTS));
      const depth = Math.floor(rand() * 6);
      for (let d = 0; d < depth; d++) key += `[${enc(pick(SEGMENTS))}]`;
      if (rand() < 0.1) key += '[]';
      return `${key}=${enc(pick(VALUES))}`;
    }
  }
}

export function randomQueries(count: number, seed: number): string[] {
  const rand = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const params = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => randomParam(rand));
    const collection = pick(COLLECTIONS);
    const path =
      rand() < 0.2 ? `/api/${collection}/${pick(['1', '2', 'abc', '0', '999999'])}` : `/api/${collection}`;
    urls.push(`${path}?${params.join('&')}`);
  }
  return urls;
}
