// Route schemas made from the zod schemas the routes own: Fastify is given JSON Schema
// (z.toJSONSchema) for ids and bodies, and validates each with the zod schema it came from, so the
// messages and the Strapi error envelope are exactly those of parseData, parsePlain and parseId.
// Each schema's type also says what the handler receives (see ./type-provider.ts).
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { parseData, parseId, parsePlain } from './http';
import type { Parsed } from './type-provider';

type JsonSchema = Record<string, unknown>;
type Check = (value: unknown) => unknown;

/** Each JSON schema handed to Fastify, with the check that stands for it. */
const checks = new WeakMap<object, Check>();

const checked = <T>(json: JsonSchema, check: Check): Parsed<T> => {
  checks.set(json, check);
  return json;
};

const toJson = (schema: $ZodType): JsonSchema =>
  z.toJSONSchema(schema, { target: 'draft-07', io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A Strapi write body, `{data: …}`: the handler receives `{data}` as zod parsed it. */
export const dataBody = <T>(schema: $ZodType<T>): Parsed<{ data: T }> =>
  checked({ type: 'object', properties: { data: toJson(schema) }, required: ['data'] }, (body) => ({
    data: parseData(schema, body),
  }));

/** A plain body (the auth routes): the handler receives it as zod parsed it. */
export const plainBody = <T>(schema: $ZodType<T>): Parsed<T> =>
  checked(toJson(schema), (body) => parsePlain(schema, body));

/** A query read by its zod schema: a value it refuses is a 400 naming that parameter. */
export const plainQuery = <T>(schema: $ZodType<T>): Parsed<T> =>
  checked(toJson(schema), (query) => parsePlain(schema, query));

/** `:id` in the path: a positive integer of at most 15 digits, still a string for the handler. */
export const idParams: Parsed<{ id: string }> = checked(
  { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } }, required: ['id'] },
  (params) => {
    parseId(params);
    return params;
  },
);

/** A path parameter that is always a string there: what it names is its route's to say (a 404). */
const pathString = <K extends string>(key: K): Parsed<Record<K, string>> =>
  checked({ type: 'object', properties: { [key]: { type: 'string' } }, required: [key] }, (params) => params);

/** `:token` in a status link's path: a wrong token is a plain 404, so this schema refuses nothing. */
export const tokenParams = pathString('token');

/** `:slug` in an airfield page's path: an unknown one is the page's 404. */
export const slugParams = pathString('slug');

/** `:icao` in an aerodrome's path: a code the data does not hold is that route's 404. */
export const icaoParams = pathString('icao');

/** A public page's or download's query as Fastify parsed it: a repeated key is a list. */
export type LooseQuery = Partial<Record<string, string | string[]>>;

/** Read leniently, never a 400: each reader ignores a value it does not know (`?lang=xx` is English). */
export const looseQuery: Parsed<LooseQuery> = checked({ type: 'object' }, (query) => query);

/** Fastify's validator for every route schema above; a schema made elsewhere is a startup error. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, url, method }) => {
  const check = checks.get(schema as object);
  if (!check) throw new Error(`${method} ${url}: a route schema not made by routes/schemas.ts`);
  return (value: unknown) => {
    try {
      return { value: check(value) };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  };
};
