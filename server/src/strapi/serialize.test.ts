import { describe, expect, it } from 'vitest';
import type { LoadedRecord } from '../repositories/collection-reader';
import { contentTypes } from './content-types';
import { type Entity, toEntities, toEntity } from './serialize';

const club = (id: number, name1: string): LoadedRecord => ({
  ct: contentTypes.clubs,
  row: { id, name1, name2: 'LPXX', nif: '500', request: 1, createdAt: 't', updatedAt: 't' },
  relations: {},
});
const landing = (id: number, own: LoadedRecord, from: LoadedRecord | null): LoadedRecord => ({
  ct: contentTypes.landings,
  row: { id, date: '2026-11-24', permission: 0, outsideHours: null, createdAt: 't', updatedAt: 't' },
  relations: { club: own, from },
});

describe('toEntities', () => {
  const own = club(1, 'Home');
  const other = club(2, 'Elsewhere');
  const records = [landing(10, own, other), landing(11, own, null), landing(12, own, other)];

  it('answers what toEntity answers for each record', () => {
    const viewer = { clubId: 1, userId: 5 };
    expect(toEntities(records, viewer)).toEqual(records.map((record) => toEntity(record, viewer)));
  });

  it('builds a record the rows share once, with what this viewer may see of it', () => {
    const [a, b, c] = toEntities(records, { clubId: 1, userId: 5 }) as Entity[];
    /** The entity a relation of `entity` holds. */
    const related = (entity: Entity | undefined, name: string) =>
      (entity?.attributes[name] as { data: Entity | null } | undefined)?.data;
    expect(related(a, 'club')).toEqual(related(b, 'club'));
    expect(related(a, 'club')).toBe(related(c, 'club'));
    expect(a?.attributes.permission).toBe(false);
    expect(related(a, 'club')?.attributes).toMatchObject({ nif: '500', request: true });
    // Another club shows its names only, however often it is named.
    expect(related(c, 'from')?.attributes).toEqual({
      name1: 'Elsewhere',
      name2: 'LPXX',
      createdAt: 't',
      updatedAt: 't',
    });
  });
});
