// Turns loaded records into Strapi v4 shapes: `{id, attributes}` with relations as `{data}`
// for collections, flat objects for users. Private fields never leave; other clubs show names
// only; another person shows a pilot's fields, or nothing when they are not a pilot (ADR 0003, 0007).
import type { LoadedRecord } from '../repositories/collection-reader';
import { type ContentType, PILOT_FIELDS, PUBLIC_CLUB_FIELDS } from './content-types';

/** Who is looking: their club and their own account are shown in full. */
export interface Viewer {
  clubId: number | null;
  userId: number | null;
}

export interface Entity {
  id: number;
  attributes: Record<string, unknown>;
}

interface Shown {
  /** null: every non-private attribute. */
  fields: ReadonlySet<string> | null;
  relations: boolean;
}

const ALL: Shown = { fields: null, relations: true };
const NOTHING: Shown = { fields: new Set(), relations: false };

/** A pilot account (ADR 0007); a pilot never owns a club, so this is never an owner. */
const isPilotRow = (record: LoadedRecord): boolean => record.row.role === 'pilot';

function shown(record: LoadedRecord, viewer: Viewer): Shown {
  const { ct, row } = record;
  if (ct.name === 'clubs' && row.id !== viewer.clubId)
    return { fields: PUBLIC_CLUB_FIELDS, relations: false };
  if (ct.name === 'users' && row.id !== viewer.userId) {
    return isPilotRow(record) ? { fields: PILOT_FIELDS, relations: false } : NOTHING;
  }
  return ALL;
}

interface Column {
  name: string;
  boolean: boolean;
}

/** Each collection's non-private attributes, listed once: the list answers walk them per row. */
const columnsOf = new Map<ContentType, Column[]>();
function columns(ct: ContentType): Column[] {
  let list = columnsOf.get(ct);
  if (!list) {
    list = Object.entries(ct.attributes)
      .filter(([, attribute]) => !attribute.private)
      .map(([name, attribute]) => ({ name, boolean: attribute.type === 'boolean' }));
    columnsOf.set(ct, list);
  }
  return list;
}

function attributes(record: LoadedRecord, { fields }: Shown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const { row } = record;
  for (const { name, boolean } of columns(record.ct)) {
    if (fields && !fields.has(name)) continue;
    const raw = row[name];
    out[name] = raw === null || raw === undefined ? null : boolean ? raw === 1 || raw === true : raw;
  }
  return out;
}

const visibleRelations = (record: LoadedRecord, view: Shown) =>
  view.relations ? Object.entries(record.relations) : [];

/** `made`: the entities already built for this answer; a list's 50 landings share one club. */
function entityOf(record: LoadedRecord, viewer: Viewer, made: Map<LoadedRecord, Entity>): Entity {
  const known = made.get(record);
  if (known) return known;
  const view = shown(record, viewer);
  const attrs = attributes(record, view);
  for (const [name, related] of visibleRelations(record, view)) {
    attrs[name] = {
      data: Array.isArray(related)
        ? related.map((r) => entityOf(r, viewer, made))
        : related
          ? entityOf(related, viewer, made)
          : null,
    };
  }
  const entity = { id: record.row.id, attributes: attrs };
  made.set(record, entity);
  return entity;
}

export const toEntity = (record: LoadedRecord, viewer: Viewer): Entity => entityOf(record, viewer, new Map());

/** One answer's records, each related record built once however many rows name it. */
export function toEntities(records: LoadedRecord[], viewer: Viewer): Entity[] {
  const made = new Map<LoadedRecord, Entity>();
  return records.map((record) => entityOf(record, viewer, made));
}

export function toFlat(record: LoadedRecord, viewer: Viewer): Record<string, unknown> {
  const view = shown(record, viewer);
  const out: Record<string, unknown> = { id: record.row.id, ...attributes(record, view) };
  for (const [name, related] of visibleRelations(record, view)) {
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
