// The route schemas type their handlers: a body made by dataBody or plainBody and idParams reach the
// handler as zod parsed them, through SchemaTypeProvider, with no hand-written generic; and a real
// request shows the value at runtime is the one the type promises.
import Fastify from 'fastify';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  dataBody,
  idParams,
  type LooseQuery,
  looseQuery,
  plainBody,
  tokenParams,
  zodValidatorCompiler,
} from './schemas';
import type { SchemaTypeProvider } from './type-provider';

const app = Fastify();
app.setValidatorCompiler(zodValidatorCompiler);
afterAll(() => app.close());

const typed = app.withTypeProvider<SchemaTypeProvider>();

typed.put(
  '/things/:id',
  { schema: { params: idParams, body: dataBody(z.object({ n: z.number(), label: z.string().optional() })) } },
  async (request) => {
    expectTypeOf(request.body.data.n).toEqualTypeOf<number>();
    expectTypeOf(request.body.data.label).toEqualTypeOf<string | undefined>();
    expectTypeOf(request.params).toEqualTypeOf<{ id: string }>();
    expectTypeOf(request.body.data).not.toHaveProperty('m');
    // @ts-expect-error: the schema has no `m`, so neither has the handler's body
    expect(request.body.data.m).toBeUndefined();
    // A part with no schema stays unknown, as without the provider.
    expectTypeOf(request.query).toEqualTypeOf<unknown>();
    return { n: request.body.data.n + 1, id: request.params.id };
  },
);

typed.post('/plain', { schema: { body: plainBody(z.object({ word: z.string() })) } }, async (request) => {
  expectTypeOf(request.body).toEqualTypeOf<{ word: string }>();
  return { word: request.body.word };
});

typed.get('/status/:token', { schema: { params: tokenParams, querystring: looseQuery } }, async (request) => {
  expectTypeOf(request.params).toEqualTypeOf<{ token: string }>();
  expectTypeOf(request.query).toEqualTypeOf<LooseQuery>();
  return { token: request.params.token, lang: request.query.lang ?? null };
});

describe('SchemaTypeProvider', () => {
  it('gives the handler what the schema parsed, typed as such', async () => {
    const res = await app.inject({ method: 'PUT', url: '/things/7', payload: { data: { n: 41 } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ n: 42, id: '7' });
    const plain = await app.inject({ method: 'POST', url: '/plain', payload: { word: 'hi' } });
    expect(plain.json()).toEqual({ word: 'hi' });
  });

  it("passes a token and a page's query as Fastify parsed them, refusing nothing", async () => {
    const one = await app.inject({ method: 'GET', url: '/status/abc?lang=pt' });
    expect(one.json()).toEqual({ token: 'abc', lang: 'pt' });
    // A repeated key is a list: its reader ignores what it does not know, never a 400.
    const twice = await app.inject({ method: 'GET', url: '/status/abc?lang=pt&lang=en' });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ token: 'abc', lang: ['pt', 'en'] });
  });

  it('still refuses what the schema refuses, before the handler', async () => {
    const res = await app.inject({ method: 'PUT', url: '/things/7', payload: { data: { n: 'x' } } });
    expect(res.statusCode).toBe(400);
  });
});
