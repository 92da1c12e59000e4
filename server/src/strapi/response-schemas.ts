// JSON schemas of the read answers, generated from the content-type model so they cannot drift
// from it: Fastify compiles them into serialisers (fast-json-stringify) that skip JSON.stringify's
// walk of every key. What a viewer may not see is absent from the object and so from the answer.
import type { AttributeType, CollectionName, ContentType } from './content-types';
import { contentTypes } from './content-types';

type JsonSchema = Record<string, unknown>;

/** Columns hold exactly these (text, real, 0/1 turned boolean by serialize.ts), or null. */
const valueSchema = (type: AttributeType): JsonSchema => {
  if (type === 'boolean') return { type: ['boolean', 'null'] };
  if (type === 'integer' || type === 'decimal') return { type: ['number', 'null'] };
  return { type: ['string', 'null'] };
};

const ref = (name: CollectionName, shape: 'entity' | 'flat') => ({ $ref: `#/definitions/${shape}-${name}` });

function attributeProperties(ct: ContentType): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, attribute] of Object.entries(ct.attributes)) {
    if (!attribute.private) properties[name] = valueSchema(attribute.type);
  }
  return properties;
}

// A to-one relation is null or the record: `nullable`, as anyOf would validate each value to choose.
/** `{id, attributes}`, a populated relation as `{data: entity | entity[] | null}` inside attributes. */
function entitySchema(ct: ContentType): JsonSchema {
  const properties = attributeProperties(ct);
  for (const [name, relation] of Object.entries(ct.relations)) {
    const one = ref(relation.target, 'entity');
    properties[name] = {
      type: 'object',
      properties: {
        data: relation.kind === 'toOne' ? { ...one, nullable: true } : { type: 'array', items: one },
      },
    };
  }
  return {
    type: 'object',
    properties: { id: { type: 'number' }, attributes: { type: 'object', properties } },
  };
}

/** users-permissions answers: the attributes beside the id, relations flat too. */
function flatSchema(ct: ContentType): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'number' }, ...attributeProperties(ct) };
  for (const [name, relation] of Object.entries(ct.relations)) {
    const one = ref(relation.target, 'flat');
    properties[name] = relation.kind === 'toOne' ? { ...one, nullable: true } : { type: 'array', items: one };
  }
  return { type: 'object', properties };
}

const definitions: JsonSchema = Object.fromEntries(
  Object.values(contentTypes).flatMap((ct) => [
    [`entity-${ct.name}`, entitySchema(ct)],
    [`flat-${ct.name}`, flatSchema(ct)],
  ]),
);

/** Strapi's pagination meta, page- or offset-based; a single record's meta is `{}`. */
const meta: JsonSchema = {
  type: 'object',
  properties: {
    pagination: {
      type: 'object',
      properties: {
        page: { type: 'number' },
        pageSize: { type: 'number' },
        pageCount: { type: 'number' },
        start: { type: 'number' },
        limit: { type: 'number' },
        total: { type: 'number' },
      },
    },
  },
};

export function listResponse(name: CollectionName, flat: boolean): JsonSchema {
  if (flat) return { definitions, type: 'array', items: ref(name, 'flat') };
  return {
    definitions,
    type: 'object',
    properties: { data: { type: 'array', items: ref(name, 'entity') }, meta },
  };
}

export function oneResponse(name: CollectionName, flat: boolean): JsonSchema {
  if (flat) return { definitions, ...ref(name, 'flat') };
  return { definitions, type: 'object', properties: { data: ref(name, 'entity'), meta } };
}

/** A sign-in, registration or password change: the token and the caller's own account, flat. */
export function sessionResponse(): JsonSchema {
  return { definitions, type: 'object', properties: { jwt: { type: 'string' }, user: ref('users', 'flat') } };
}
