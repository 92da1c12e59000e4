// parseQuery and namedIds against the real content-type model, fed what qs decodes from a URL.
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { type CollectionName, contentTypes } from './content-types';
import { HttpError } from './errors';
import { namedIds, type Where } from './filters';
import { type ParsedQuery, parsePopulateOnly, parseQuery } from './query';
import { MAX_PAGE_SIZE } from './raw-query';

/** Decodes like the app does (app.ts querystringParser) and parses against one collection. */
const parse = (query: string, name: CollectionName = 'landings'): ParsedQuery =>
  parseQuery(contentTypes[name], qs.parse(query, { depth: 12, arrayLimit: 100, parameterLimit: 2000 }));

const where = (query: string, name: CollectionName = 'landings'): Where => parse(query, name).where;

function refused(run: () => unknown, message?: RegExp): HttpError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'expected a 400 HttpError').toBeInstanceOf(HttpError);
  const error = caught as HttpError;
  expect(error.status).toBe(400);
  expect(error.errorName).toBe('ValidationError');
  expect(error.toEnvelope()).toEqual({
    data: null,
    error: { status: 400, name: 'ValidationError', message: error.message, details: {} },
  });
  if (message) expect(error.message).toMatch(message);
  return error;
}

const and = (...items: Where[]): Where => ({ kind: 'and', items });
const cmp = (column: string, op: string, value: unknown) => ({ kind: 'cmp', column, op, value }) as Where;

describe('parseQuery: filters', () => {
  it('reads an empty query as no filter, no populate, no sort and the default page', () => {
    expect(parse('')).toEqual({
      where: and(),
      populate: {},
      sort: [],
      pagination: { start: 0, limit: 25, mode: 'page' },
    });
    expect(parseQuery(contentTypes.landings, undefined).where).toEqual(and());
  });

  it('reads a nested relation id with $eq as a number', () => {
    expect(where('filters[club][id][$eq]=1')).toEqual(
      and({ kind: 'rel', relation: 'club', where: and(cmp('id', '$eq', 1)) }),
    );
  });

  it('reads a bare value as $eq, on an attribute and on a relation', () => {
    expect(where('filters[status]=parked')).toEqual(and(cmp('status', '$eq', 'parked')));
    expect(where('filters[club]=7')).toEqual(
      and({ kind: 'rel', relation: 'club', where: cmp('id', '$eq', 7) }),
    );
    expect(where('filters[club][id]=7')).toEqual(
      and({ kind: 'rel', relation: 'club', where: and(cmp('id', '$eq', 7)) }),
    );
  });

  it('reads $gte and $lte on one field as both conditions', () => {
    expect(where('filters[date][$gte]=2026-01-01&filters[date][$lte]=2026-01-31')).toEqual(
      and(and(cmp('date', '$gte', '2026-01-01'), cmp('date', '$lte', '2026-01-31'))),
    );
  });

  it('reads $in from a qs array, an indexed list and a single value', () => {
    expect(where('filters[status][$in][0]=pending&filters[status][$in][1]=parked')).toEqual(
      and(cmp('status', '$in', ['pending', 'parked'])),
    );
    expect(where('filters[status][$in]=pending&filters[status][$in]=finished')).toEqual(
      and(cmp('status', '$in', ['pending', 'finished'])),
    );
    expect(where('filters[status][$in]=pending')).toEqual(and(cmp('status', '$in', ['pending'])));
    expect(where('filters[id][$in][0]=3&filters[id][$in][1]=5')).toEqual(and(cmp('id', '$in', [3, 5])));
  });

  it('coerces by attribute type: numbers, booleans, strings', () => {
    expect(where('filters[price][$gte]=12.5')).toEqual(and(cmp('price', '$gte', 12.5)));
    expect(where('filters[permission][$eq]=true')).toEqual(and(cmp('permission', '$eq', 1)));
    expect(where('filters[permission][$eq]=0')).toEqual(and(cmp('permission', '$eq', 0)));
    expect(where('filters[permission][$null]=true')).toEqual(and(cmp('permission', '$null', 1)));
    expect(where('filters[email][$containsi]=EXAMPLE')).toEqual(and(cmp('email', '$containsi', 'EXAMPLE')));
    // A string attribute keeps digits as text.
    expect(where('filters[landingPurpose][$eq]=12')).toEqual(and(cmp('landingPurpose', '$eq', '12')));
    expect(where('filters[id][$between][0]=2&filters[id][$between][1]=9')).toEqual(
      and(cmp('id', '$between', [2, 9])),
    );
  });

  it('reads $or, $and and $not groups', () => {
    expect(where('filters[$or][0][status]=pending&filters[$or][1][status]=parked')).toEqual(
      and({
        kind: 'or',
        items: [and(cmp('status', '$eq', 'pending')), and(cmp('status', '$eq', 'parked'))],
      }),
    );
    expect(where('filters[$and][0][date][$gte]=2026-01-01')).toEqual(
      and({ kind: 'and', items: [and(cmp('date', '$gte', '2026-01-01'))] }),
    );
    expect(where('filters[$not][status]=finished')).toEqual(
      and({ kind: 'not', item: and(cmp('status', '$eq', 'finished')) }),
    );
  });

  it('follows relations of relations against the target model', () => {
    expect(where('filters[club_services][service][name][$eq]=Catering')).toEqual(
      and({
        kind: 'rel',
        relation: 'club_services',
        where: and({ kind: 'rel', relation: 'service', where: and(cmp('name', '$eq', 'Catering')) }),
      }),
    );
    refused(() => where('filters[club_services][service][status][$eq]=x'), /Invalid key status/);
  });

  it('refuses an unknown operator', () => {
    refused(() => where('filters[date][$regex]=.*'), /Invalid operator \$regex/);
    refused(() => where('filters[date][$where]=1'), /Invalid operator \$where/);
    refused(() => where('filters[club][id][$like]=1'), /Invalid operator/);
  });

  it('refuses an unknown field, at the root and behind a relation', () => {
    refused(() => where('filters[nope][$eq]=1'), /Invalid key nope/);
    refused(() => where('filters[club][nope]=1'), /Invalid key nope/);
    refused(() => where('filters[club_id][$eq]=1'), /Invalid key club_id/);
  });

  it('refuses private fields, directly and through a relation', () => {
    refused(() => where('filters[password_hash][$startsWith]=scrypt', 'users'), /password_hash/);
    refused(() => where('filters[token_version][$eq]=0', 'users'), /token_version/);
    refused(() => where('filters[user][password_hash][$null]=false'), /password_hash/);
    refused(() => parse('sort=password_hash', 'users'), /password_hash/);
  });

  it('refuses values of the wrong type or shape', () => {
    refused(() => where('filters[id][$eq]=abc'), /Invalid number/);
    refused(() => where('filters[price][$lt]='), /Invalid number/);
    refused(() => where('filters[permission][$eq]=maybe'), /Invalid boolean/);
    refused(() => where('filters[date][$eq][0]=a&filters[date][$eq][1]=b'), /Invalid value/);
    refused(() => where('filters[id][$between][0]=1'), /\$between needs two values/);
    refused(() => where('filters[$or][a]=1'), /\$or needs a list/);
    refused(() => where('filters=club'), /Invalid filters/);
    refused(() => where('filters[$not]=1'), /Invalid filters/);
  });

  it('refuses filters nested deeper than it walks', () => {
    const deep = `filters${'[$and][0]'.repeat(6)}[id]=1`;
    refused(() => where(deep), /nest too deep/);
    expect(() => where(`filters${'[$and][0]'.repeat(2)}[id]=1`)).not.toThrow();
  });

  it('refuses an unknown top-level parameter but tolerates the v4 ones it ignores', () => {
    refused(() => parse('where[id]=1'), /Invalid query parameter where/);
    expect(parse('fields[0]=date&locale=en&publicationState=live').where).toEqual(and());
  });
});

describe('parseQuery: populate', () => {
  const allLandingRelations = { club: {}, aircraft: {}, user: {}, from: {}, club_services: {} };

  it('reads an array of names', () => {
    expect(parse('populate[0]=club&populate[1]=aircraft').populate).toEqual({ club: {}, aircraft: {} });
    expect(parse('populate=club&populate=user').populate).toEqual({ club: {}, user: {} });
  });

  it('reads * as every relation of the collection', () => {
    expect(parse('populate=*').populate).toEqual(allLandingRelations);
    expect(parse('populate=*', 'clubs').populate).toEqual({ category: {} });
    expect(parse('populate=*', 'categories').populate).toEqual({});
  });

  it('reads a comma-separated string, with spaces', () => {
    expect(parse('populate=club, aircraft ,from').populate).toEqual({ club: {}, aircraft: {}, from: {} });
  });

  it('reads a nested object, in each of the spellings v4 accepts', () => {
    expect(parse('populate[club_services][populate]=service').populate).toEqual({
      club_services: { service: {} },
    });
    expect(parse('populate[club_services][populate][0]=service').populate).toEqual({
      club_services: { service: {} },
    });
    expect(parse('populate[club][populate][category]=true&populate[user]=true').populate).toEqual({
      club: { category: {} },
      user: {},
    });
    expect(parse('populate[clubOwner][populate]=category', 'users').populate).toEqual({
      clubOwner: { category: {} },
    });
    expect(parse('populate[from]=*&populate[aircraft][fields][0]=name').populate).toEqual({
      from: {},
      aircraft: {},
    });
  });

  it('refuses an unknown relation, a private field and a relation of the wrong collection', () => {
    refused(() => parse('populate=nope'), /Invalid populate field nope/);
    refused(() => parse('populate[0]=club&populate[1]=nope'), /nope/);
    refused(() => parse('populate=password_hash', 'users'), /password_hash/);
    refused(() => parse('populate=category'), /category/);
    refused(() => parse('populate[club_services][populate]=club_services'), /club_services/);
  });

  it('refuses unknown populate options and values', () => {
    refused(() => parse('populate[club][where]=1'), /Invalid populate option where/);
    refused(() => parse('populate[club]=false'), /Invalid populate value/);
  });

  it('parsePopulateOnly answers the populate tree and still checks the rest', () => {
    expect(parsePopulateOnly(contentTypes.landings, qs.parse('populate=club'))).toEqual({ club: {} });
    refused(() => parsePopulateOnly(contentTypes.landings, qs.parse('populate=nope')));
    refused(() => parsePopulateOnly(contentTypes.landings, qs.parse('filters[nope]=1')));
  });
});

describe('parseQuery: sort', () => {
  it('reads a string with several fields and directions', () => {
    expect(parse('sort=date:desc,time:DESC,id').sort).toEqual([
      { column: 'date', direction: 'desc' },
      { column: 'time', direction: 'desc' },
      { column: 'id', direction: 'asc' },
    ]);
  });

  it('reads an array', () => {
    expect(parse('sort[0]=date:desc&sort[1]=time:asc').sort).toEqual([
      { column: 'date', direction: 'desc' },
      { column: 'time', direction: 'asc' },
    ]);
    expect(parse('sort=name&sort=id:desc', 'services').sort).toEqual([
      { column: 'name', direction: 'asc' },
      { column: 'id', direction: 'desc' },
    ]);
  });

  it('refuses unknown fields, directions and shapes', () => {
    refused(() => parse('sort=nope'), /Invalid sort field nope/);
    refused(() => parse('sort=date:sideways'), /Invalid sort date:sideways/);
    refused(() => parse('sort=date:desc:extra'), /Invalid sort/);
    refused(() => parse('sort=date;drop table landings'), /Invalid sort field/);
    refused(() => parse('sort=club.name1'), /Invalid sort field/);
    refused(() => parse('sort[a]=date'), /Invalid sort/);
    refused(() => parse('sort[0][x]=date'), /Invalid sort/);
  });
});

describe('parseQuery: pagination', () => {
  it('reads page and pageSize as a page window', () => {
    expect(parse('pagination[page]=3&pagination[pageSize]=20').pagination).toEqual({
      start: 40,
      limit: 20,
      mode: 'page',
    });
    expect(parse('pagination[page]=2').pagination).toEqual({ start: 25, limit: 25, mode: 'page' });
  });

  it('reads start and limit as an offset window', () => {
    expect(parse('pagination[start]=10&pagination[limit]=5').pagination).toEqual({
      start: 10,
      limit: 5,
      mode: 'offset',
    });
    expect(parse('pagination[start]=7').pagination).toEqual({ start: 7, limit: 25, mode: 'offset' });
    expect(parse('pagination[limit]=5&pagination[withCount]=true').pagination).toEqual({
      start: 0,
      limit: 5,
      mode: 'offset',
    });
  });

  it(`caps the page size at ${MAX_PAGE_SIZE}, and reads limit -1 as the cap`, () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(parse('pagination[limit]=101').pagination.limit).toBe(100);
    expect(parse('pagination[limit]=100000').pagination.limit).toBe(100);
    expect(parse('pagination[limit]=-1').pagination.limit).toBe(100);
    expect(parse('pagination[pageSize]=500').pagination).toEqual({ start: 0, limit: 100, mode: 'page' });
    expect(parse('pagination[page]=2&pagination[pageSize]=500').pagination.start).toBe(100);
  });

  it('refuses the mix of page and offset', () => {
    refused(() => parse('pagination[page]=1&pagination[limit]=10'), /mix of page and offset/);
    refused(() => parse('pagination[pageSize]=10&pagination[start]=0'), /mix/);
  });

  it('refuses non-integers, values below the minimum, unknown keys and wrong shapes', () => {
    refused(() => parse('pagination[limit]=0'), /Invalid limit/);
    refused(() => parse('pagination[limit]=2.5'), /Invalid limit/);
    refused(() => parse('pagination[limit]=ten'), /Invalid limit/);
    refused(() => parse('pagination[limit]=1e309'), /Invalid limit/);
    refused(() => parse('pagination[limit][]=5'), /Invalid limit/);
    refused(() => parse('pagination[start]=-1'), /Invalid start/);
    refused(() => parse('pagination[page]=0'), /Invalid page/);
    refused(() => parse('pagination[pageSize]=-5'), /Invalid pageSize/);
    refused(() => parse('pagination[offset]=5'), /Invalid pagination key offset/);
    refused(() => parse('pagination=5'), /Invalid pagination/);
  });

  it.each([
    'pagination[start]=1e19',
    'pagination[page]=1e18',
    'pagination[page]=1e300&pagination[pageSize]=100',
  ])('%s is refused or kept to an offset SQLite can hold', (query) => {
    // Beyond 2^63 the offset reaches SQLite as a real and the read fails with a 500.
    let start: number | undefined;
    try {
      start = parse(query).pagination.start;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      return;
    }
    expect(Number.isSafeInteger(start), `start ${start}`).toBe(true);
  });
});

describe('parseQuery: names inherited from Object.prototype are not fields', () => {
  // sort and populate values reach the parser from any URL (qs drops such names only as keys).
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])(
    'sort=%s is a 400',
    (name) => {
      refused(() => parse(`sort=${name}`));
    },
  );

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])('populate=%s is a 400', (name) => {
    refused(() => parse(`populate=${name}`));
    refused(() => parse(`populate[0]=${name}`));
  });

  it('a filter key named constructor is a 400 (qs drops it, a hand-built object does not)', () => {
    refused(() => parseQuery(contentTypes.landings, { filters: { constructor: { $eq: '1' } } }));
    refused(() => parseQuery(contentTypes.landings, { filters: { toString: '1' } }));
  });
});

describe('namedIds', () => {
  it('finds the club ids a filter names through $eq, a bare value and $in', () => {
    expect(namedIds(where('filters[club][id][$eq]=1'), 'club')).toEqual([1]);
    expect(namedIds(where('filters[club][id]=4'), 'club')).toEqual([4]);
    expect(namedIds(where('filters[club]=5'), 'club')).toEqual([5]);
    expect(namedIds(where('filters[club][id][$in][0]=1&filters[club][id][$in][1]=2'), 'club')).toEqual([
      1, 2,
    ]);
  });

  it('looks inside $and and $or groups', () => {
    const query = 'filters[$or][0][club][id][$eq]=1&filters[$or][1][$and][0][club][id][$eq]=2';
    expect(namedIds(where(query), 'club').sort()).toEqual([1, 2]);
  });

  it('ignores other relations, other fields, other operators and negations', () => {
    expect(namedIds(where('filters[from][id][$eq]=3'), 'club')).toEqual([]);
    expect(namedIds(where('filters[club][name1][$eq]=Evora'), 'club')).toEqual([]);
    expect(namedIds(where('filters[club][id][$ne]=2'), 'club')).toEqual([]);
    expect(namedIds(where('filters[club][id][$gte]=2'), 'club')).toEqual([]);
    expect(namedIds(where('filters[$not][club][id][$eq]=2'), 'club')).toEqual([]);
    expect(namedIds(where('filters[date][$gte]=2026-01-01'), 'club')).toEqual([]);
  });

  it('with relation null, reads the record ids themselves', () => {
    expect(namedIds(where('filters[id][$eq]=9', 'clubs'), null)).toEqual([9]);
    expect(namedIds(where('filters[id][$in][0]=1&filters[id][$in][1]=2', 'clubs'), null)).toEqual([1, 2]);
    expect(namedIds(where('filters[name1][$eq]=x', 'clubs'), null)).toEqual([]);
    // The id of a related record is not the record's own id.
    expect(namedIds(where('filters[category][id][$eq]=1', 'clubs'), null)).toEqual([]);
  });

  it('finds the clubOwner ids of a users filter', () => {
    expect(namedIds(where('filters[clubOwner][id][$eq]=2', 'users'), 'clubOwner')).toEqual([2]);
    expect(namedIds(where('filters[clubOwner][id][$eq]=2', 'users'), 'club')).toEqual([]);
  });
});
