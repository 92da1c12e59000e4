import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { createTestServer, type TestServer } from './testing/test-server';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('takes off, a hop count or the proxies’ addresses, and refuses anything else', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(parseTrustProxy('everyone')).toBeInstanceOf(Error);
    expect(parseTrustProxy('10.0.0.0/33')).toBeInstanceOf(Error);
  });

  it("reads 'true', as the README once advised, as one proxy: never every hop a client wrote", () => {
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(() => readEnv({ TRUST_PROXY: 'all' })).toThrow(
      /TRUST_PROXY: expected false, a number of proxy hops/,
    );
  });
});

describe('behind one reverse proxy', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  /** A sign-in as the proxy passes it on: the client's own X-Forwarded-For, then the address it saw. */
  const viaProxy = (forged: string, client: string) =>
    server?.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: `x${forged}@example.com`, password: 'wrong' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `${forged}, ${client}` },
    });

  it.each([
    ['a hop count', 1],
    ["the proxy's address", '127.0.0.1'],
  ])('with %s, a client forging X-Forwarded-For still counts as itself', async (_label, trustProxy) => {
    server = await createTestServer({ authLimits: { max: 2, windowMs: 60_000 }, trustProxy });
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await viaProxy(`203.0.113.${i}`, '198.51.100.7'))?.statusCode ?? 0);
    // Two per account, three times that in all from one address: the seventh is refused.
    expect(answers.slice(0, 6)).toEqual(Array(6).fill(400));
    expect(answers[6]).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await viaProxy('203.0.113.99', '198.51.100.8'))?.statusCode).toBe(400);
  });
});
