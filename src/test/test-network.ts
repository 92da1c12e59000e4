// A fetch for the real ky client that the test can cut off (a TypeError, as a dropped connection
// gives), make answer a canned status once, or make lose the server's answer once (the server did
// the work, the desk hears a 503); every request that reached the server is logged.
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
  /** The next matching request reaches the server, but its answer is lost: the desk gets a 503. */
  loseAnswerNext(matching?: (request: Request) => boolean): void;
  sent: SentRequest[];
}

function cannedResponse(status: number): Response {
  const body = JSON.stringify({
    data: null,
    error: { status, name: 'ServiceUnavailableError', message: 'Service unavailable', details: {} },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

export function createTestNetwork(): TestNetwork {
  const canned: Array<{ status: number; matching: (request: Request) => boolean }> = [];
  const losing: Array<(request: Request) => boolean> = [];
  const network: TestNetwork = {
    offline: false,
    sent: [],
    failNext(status, matching = () => true) {
      canned.push({ status, matching });
    },
    loseAnswerNext(matching = () => true) {
      losing.push(matching);
    },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (network.offline) throw new TypeError('fetch failed');
      const index = canned.findIndex((item) => item.matching(request));
      if (index >= 0) {
        const [item] = canned.splice(index, 1);
        return cannedResponse(item?.status ?? 503);
      }
      const lose = losing.findIndex((matching) => matching(request));
      if (lose >= 0) losing.splice(lose, 1);
      const response = await globalThis.fetch(request);
      network.sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        idempotencyKey: request.headers.get('Idempotency-Key'),
        ifMatch: request.headers.get('If-Match'),
        status: response.status,
      });
      if (lose >= 0) return cannedResponse(503);
      return response;
    },
  };
  return network;
}
