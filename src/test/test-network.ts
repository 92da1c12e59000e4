// A fetch for the real ky client that the test can cut off (a TypeError, as a dropped connection
// gives) or make answer a canned status once; every request that reached the server is logged.
import type { FetchLike } from '@/data/api/client';

export interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  ifMatch: string | null;
  status: number;
}

export interface TestNetwork {
  fetch: FetchLike;
  offline: boolean;
  /** The next matching request gets this status (without reaching the server). */
  failNext(status: number, matching?: (request: Request) => boolean): void;
  sent: SentRequest[];
}

export function createTestNetwork(): TestNetwork {
  const canned: Array<{ status: number; matching: (request: Request) => boolean }> = [];
  const network: TestNetwork = {
    offline: false,
    sent: [],
    failNext(status, matching = () => true) {
      canned.push({ status, matching });
    },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (network.offline) throw new TypeError('fetch failed');
      const index = canned.findIndex((item) => item.matching(request));
      if (index >= 0) {
        const [item] = canned.splice(index, 1);
        const status = item?.status ?? 503;
        const body = JSON.stringify({
          data: null,
          error: { status, name: 'ServiceUnavailableError', message: 'Service unavailable', details: {} },
        });
        return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
      }
      const response = await globalThis.fetch(request);
      network.sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        idempotencyKey: request.headers.get('Idempotency-Key'),
        ifMatch: request.headers.get('If-Match'),
        status: response.status,
      });
      return response;
    },
  };
  return network;
}
