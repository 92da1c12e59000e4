// Turns loaded records into Strapi v4 shapes: `{id, attributes}` with relations as `{data}`
// for collections, flat objects for users. Private fields never leave; other clubs show names only.
import type { LoadedRecord } from '../repositories/collection-reader';
import { type Attribute, PUBLIC_CLUB_FIELDS } from './content-types';

export interface Viewer {
  clubId: number | null;
}

export interface Entity {
  id: number;
  attributes: Record<string, unknown>;
}

function value(attribute: Attribute, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (attribute.type === 'boolean') return raw === 1 || raw === true;
  return raw;
}

function attributes(record: LoadedRecord, viewer: Viewer): Record<string, unknown> {
  const publicOnly = othersClub(record, viewer);
  const out: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(record.ct.attributes)) {
    if (attribute.private || (publicOnly && !PUBLIC_CLUB_FIELDS.has(name))) continue;
    out[name] = value(attribute, record.row[name]);
  }
  return out;
}

const othersClub = (record: LoadedRecord, viewer: Viewer): boolean =>
  record.ct.name === 'clubs' && record.row.id !== viewer.clubId;

/** Another club's relations (its category…) are not shown, like its other private fields. */
const visibleRelations = (record: LoadedRecord, viewer: Viewer) =>
  othersClub(record, viewer) ? [] : Object.entries(record.relations);

export function toEntity(record: LoadedRecord, viewer: Viewer): Entity {
  const attrs = attributes(record, viewer);
  for (const [name, related] of visibleRelations(record, viewer)) {
    attrs[name] = {
      data: Array.isArray(related)
        ? related.map((r) => toEntity(r, viewer))
        : related
          ? toEntity(related, viewer)
          : null,
    };
  }
  return { id: record.row.id, attributes: attrs };
}

export function toFlat(record: LoadedRecord, viewer: Viewer): Record<string, unknown> {
  const out: Record<string, unknown> = { id: record.row.id, ...attributes(record, viewer) };
  for (const [name, related] of visibleRelations(record, viewer)) {
    out[name] = Array.isArray(related)
      ? related.map((r) => toFlat(r, viewer))
      : related
        ? toFlat(related, viewer)
        : null;
  }
  return out;
}

export function collectionMeta(mode: 'page' | 'offset', start: number, limit: number, total: number) {
  if (mode === 'offset') return { pagination: { start, limit, total } };
  return {
    pagination: {
      page: Math.floor(start / limit) + 1,
      pageSize: limit,
      pageCount: Math.ceil(total / limit),
      total,
    },
  };
}
