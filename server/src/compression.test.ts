import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from './compression';
import { startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.token();
});
afterAll(() => server.close());

// The populated list the desk reads: well over a kilobyte of JSON.
const LIST = '/api/landings?populate[0]=club&populate[1]=aircraft&populate[2]=user&pagination[limit]=100';

/** The answer as it crossed the wire: node:http leaves the body compressed, fetch would not. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('API answers over the wire', () => {
  it('come in Brotli when the browser takes it, the same JSON smaller, never kept by a cache', async () => {
    const plain = await rawGet(LIST, {});
    const br = await rawGet(LIST, { 'accept-encoding': 'br, gzip' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('come in gzip to a client that only takes gzip', async () => {
    const gz = await rawGet(LIST, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).data.length).toBeGreaterThan(0);
  });

  it('stay as they are under a kilobyte', async () => {
    const small = await rawGet('/api/ppr-desk/capabilities', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leave the live change stream uncompressed, so each poke arrives when it is written', async () => {
    const first = await new Promise<{ type: string | undefined; encoding: string | undefined; text: string }>(
      (resolve, reject) => {
        const req = request(`${server.url}/api/sync/events`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
        });
        req.on('response', (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({
              type: res.headers['content-type'],
              encoding: res.headers['content-encoding'],
              text: chunk.toString(),
            });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(first.type).toMatch(/^text\/event-stream/);
    expect(first.encoding).toBeUndefined();
    expect(first.text).toMatch(/^(data|:|retry|event)/m);
  });
});
