// What Node's HTTP parser refuses before Fastify sees it, tried over a real socket against a
// listening server: the answer is still the Strapi error envelope.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ listen: true });
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function exchange(request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      try {
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
      } catch {
        reject(new Error(`not a JSON answer: ${text.slice(0, 300)}`));
      }
    });
    socket.end(request);
  });
}

const envelope = (status: number, name: string) => ({
  data: null,
  error: { status, name, message: expect.any(String), details: {} },
});

describe('refusals made before Fastify sees the request', () => {
  it('a 20 KB URL is a 431 in the error envelope', async () => {
    const answer = await exchange(
      `GET /api/landings?filters[email][$eq]=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: desk\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual(envelope(431, 'ValidationError'));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('headers over 16 KB in all are a 431 in the error envelope', async () => {
    const headers = Array.from({ length: 40 }, (_, i) => `X-Filler-${i}: ${'b'.repeat(500)}`).join('\r\n');
    const answer = await exchange(`GET /api/categories HTTP/1.1\r\nHost: desk\r\n${headers}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual(envelope(431, 'ValidationError'));
  });

  it.each([
    [
      'a Content-Length that is not a number',
      'GET /api/categories HTTP/1.1\r\nHost: desk\r\nContent-Length: x\r\n\r\n',
    ],
    [
      'Content-Length and Transfer-Encoding together (request smuggling)',
      'POST /api/auth/local HTTP/1.1\r\nHost: desk\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
  ])('%s is a 400 in the error envelope', async (_label, request) => {
    const answer = await exchange(request);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(envelope(400, 'ValidationError'));
  });

  it('the server still answers normally afterwards', async () => {
    const res = await fetch(`${server.url}/api/categories`);
    expect(res.status).toBe(200);
  });
});
