// What every Strapi-dialect answer must look like in a test: a 200 with JSON, a v4 collection or
// single record, or the error envelope with no stack trace in it.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorName } from '../strapi/errors';

export type Json = Record<string, unknown>;

export function expectError(res: LightMyRequestResponse, status: number, name: ErrorName, label = '') {
  const where = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBe(status);
  const body = res.json<Json>();
  expect(body, where).toEqual({
    data: null,
    error: { status, name, message: expect.any(String), details: expect.any(Object) },
  });
  expect((body.error as { message: string }).message.length, where).toBeGreaterThan(0);
  expect(res.body, where).not.toMatch(/at .+\.(ts|js):\d+/);
}

export function expectOk(res: LightMyRequestResponse, label = ''): Json {
  expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBe(200);
  return res.json<Json>();
}

export interface Entity {
  id: number;
  attributes: Json;
}

/** A v4 collection: `{data: [{id, attributes}], meta: {pagination}}`, nothing else. */
export function expectCollection(res: LightMyRequestResponse, label = ''): { data: Entity[]; meta: Json } {
  const body = expectOk(res, label);
  expect(Object.keys(body).sort()).toEqual(['data', 'meta']);
  expect(Array.isArray(body.data)).toBe(true);
  for (const item of body.data as Entity[]) {
    expect(Object.keys(item).sort()).toEqual(['attributes', 'id']);
    expect(typeof item.id).toBe('number');
    expect(typeof item.attributes).toBe('object');
  }
  expect(body.meta).toHaveProperty('pagination');
  return body as { data: Entity[]; meta: Json };
}

/** A v4 single record: `{data: {id, attributes}, meta: {}}`. */
export function expectEntity(res: LightMyRequestResponse, id: number, label = ''): Entity {
  const body = expectOk(res, label);
  expect(body.meta).toEqual({});
  const data = body.data as Entity;
  expect(data.id).toBe(id);
  expect(typeof data.attributes).toBe('object');
  expect(data.attributes).not.toHaveProperty('id');
  return data;
}
