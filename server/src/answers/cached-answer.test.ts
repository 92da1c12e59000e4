// The answer cache on the real server over a real SQLite file: what a caller reads is always what
// the database holds, whoever wrote it, and one caller's answer never reaches another.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL } from '../db/seed';
import { testDialect } from '../testing/test-database';
import { createTestServer, type TestServer } from '../testing/test-server';
import { type AnswerCache, answerCacheLimits, createAnswerCache } from './answer-cache';

const NOW = '2026-11-22T15:00:00.000Z';
const LIST = '/api/landings?populate[0]=club&populate[1]=aircraft&populate[2]=from&sort[0]=id:asc';
const onSqlite = testDialect === 'sqlite';

let answers: AnswerCache;
let server: TestServer;
/** A second process's server on the same file, keeping nothing: the one that writes behind our back. */
let second: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  answers = createAnswerCache();
  server = await createTestServer({ seedAt: new Date(NOW), now: () => new Date(NOW), answers });
  second = await createTestServer({
    sharing: server.database,
    now: () => new Date(NOW),
    answers: createAnswerCache(answerCacheLimits(0)),
  });
  token = await server.token();
  otherToken = await server.token(OTHER_OWNER_EMAIL);
});
afterAll(async () => {
  await second.close();
  await server.close();
});

const get = (target: TestServer, url: string, bearer = token) =>
  target.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });

const firstLanding = async (bearer = token) => {
  const { data } = (await get(server, LIST, bearer)).json() as {
    data: { id: number; attributes: { notes: string | null; club: { data: { id: number } } } }[];
  };
  return data;
};

describe('read answers kept while the database has not moved', () => {
  it.skipIf(!onSqlite)('gives a kept answer again, byte for byte the answer a fresh read gives', async () => {
    const first = await get(server, LIST);
    const again = await get(server, LIST);
    const fresh = await get(second, LIST);
    expect(first.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(fresh.body).toBe(first.body);
    expect(answers.size).toBeGreaterThan(0);
  });

  it.skipIf(!onSqlite)(
    'sends a kept answer compressed as the caller accepts, squeezed once per version',
    async () => {
      const plain = (await get(server, LIST)).body;
      const asked = (encoding: string) =>
        server.app.inject({
          method: 'GET',
          url: LIST,
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        });
      const first = await asked('gzip, deflate, br');
      const bytesAfterFirst = answers.bytes;
      const again = await asked('gzip, deflate, br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(answers.bytes).toBe(bytesAfterFirst);
      const zipped = await asked('gzip');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain);
      expect(answers.bytes).toBe(bytesAfterFirst + zipped.rawPayload.byteLength);
    },
  );

  // The same connection moves total_changes(); another process's commit moves data_version.
  it.each([
    ['this server', () => server, 'changed here'],
    ['another process on the same database', () => second, 'changed there'],
  ] as const)('shows a row %s changed at once', async (_who, writer, notes) => {
    const [landing] = await firstLanding();
    if (!landing) throw new Error('the seed has no landing');
    await writer().db.updateTable('landings').set({ notes }).where('id', '=', landing.id).execute();
    expect((await firstLanding())[0]?.attributes.notes).toBe(notes);
  });

  it("gives another club's owner their own club's answer to the same call, never the kept one", async () => {
    const mine = await firstLanding();
    const theirs = await firstLanding(otherToken);
    const myClub = mine[0]?.attributes.club.data.id;
    const theirClub = theirs[0]?.attributes.club.data.id;
    expect(myClub).toBeDefined();
    expect(theirClub).toBeDefined();
    expect(theirClub).not.toBe(myClub);
    expect(theirs.every((landing) => landing.attributes.club.data.id === theirClub)).toBe(true);
    const mineOnly = `/api/landings?filters[club][id][$eq]=${myClub}`;
    expect((await get(server, mineOnly)).statusCode).toBe(200);
    expect((await get(server, mineOnly, otherToken)).statusCode).toBe(403);
  });

  it('still refuses a token revoked after its answer was kept', async () => {
    expect((await get(server, LIST)).statusCode).toBe(200);
    await server.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('email', '=', DEMO_OWNER_EMAIL)
      .execute();
    expect((await get(server, LIST)).statusCode).toBe(401);
  });
});
