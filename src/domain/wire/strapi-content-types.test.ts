// The field lists against the Strapi 5 peer's content types, the schema a club copies: a field added
// there and not here (or the reverse) fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeData, STRAPI_CONTENT_TYPE_FIELDS } from './strapi-content-types';

const API = join(process.cwd(), 'strapi/v5/src/api');

describe('the content types a plain Strapi has', () => {
  it.each(readdirSync(API))('lists the fields of %s as its schema has them', (type) => {
    const schema = JSON.parse(
      readFileSync(join(API, type, 'content-types', type, 'schema.json'), 'utf8'),
    ) as {
      info: { pluralName: string };
      attributes: Record<string, unknown>;
    };
    expect(STRAPI_CONTENT_TYPE_FIELDS[schema.info.pluralName]).toEqual(Object.keys(schema.attributes));
  });

  it("keeps a type's fields, drops what only our server keeps, and leaves other paths alone", () => {
    expect(
      contentTypeData('landings', { status: 'accepted', email: 'a@b.pt', reason: 'x', club: 3 }),
    ).toEqual({
      status: 'accepted',
      club: 3,
    });
    expect(contentTypeData('clubs', { name1: 'Aero', icao: 'LPXE', slug: 'aero' })).toEqual({
      name1: 'Aero',
    });
    expect(contentTypeData('users', { clubOwner: 3 })).toEqual({ clubOwner: 3 });
  });
});
