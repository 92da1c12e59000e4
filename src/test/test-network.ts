// A fetch for the real ky client that the test can cut off (a TypeError, as a dropped connection
// gives), make answer a canned status once, make lose the server's answer once (the server did
// the work, the desk hears a 503), or hold one request on its way (the desk hears the connection
// drop at once, the server gets the request when the test lets it go); every request that reached
// the server is logged.
import type { FetchLike } from '@/data/api/client';

export interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  ifMatch: string | null;
  /** Made to outlive its page (`keepalive`); absent on every other request. */
  keepalive?: true;
  status: number;
}

export interface TestNetwork {
  fetch: FetchLike;
  offline: boolean;
  /** The next matching request gets this status (without reaching the server). */
  failNext(status: number, matching?: (request: Request) => boolean): void;
  /** The next matching request reaches the server, but its answer is lost: the desk gets a 503. */
  loseAnswerNext(matching?: (request: Request) => boolean): void;
  /**
   * The next matching request fails for the desk as a dropped connection does, but is still on its
   * way: the server gets it when the returned function is called, which resolves once it answered.
   */
  holdNext(matching?: (request: Request) => boolean): () => Promise<void>;
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
  const holding: Array<{ matching: (request: Request) => boolean; arrived: (request: Request) => void }> = [];
  const network: TestNetwork = {
    offline: false,
    sent: [],
    failNext(status, matching = () => true) {
      canned.push({ status, matching });
    },
    loseAnswerNext(matching = () => true) {
      losing.push(matching);
    },
    holdNext(matching = () => true) {
      const held = new Promise<Request>((arrived) => holding.push({ matching, arrived }));
      return async () => {
        await send(await held);
      };
    },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (network.offline) throw new TypeError('fetch failed');
      const index = canned.findIndex((item) => item.matching(request));
      if (index >= 0) {
        const [item] = canned.splice(index, 1);
        return cannedResponse(item?.status ?? 503);
      }
      const hold = holding.findIndex((item) => item.matching(request));
      if (hold >= 0) {
        const [item] = holding.splice(hold, 1);
        // A copy of its own, free of the desk's signal: the desk gives the request up right here.
        item?.arrived(new Request(request.clone(), { signal: null }));
        throw new TypeError('fetch failed');
      }
      const lose = losing.findIndex((matching) => matching(request));
      if (lose >= 0) losing.splice(lose, 1);
      const response = await send(request);
      if (lose >= 0) return cannedResponse(503);
      return response;
    },
  };

  async function send(request: Request): Promise<Response> {
    const response = await globalThis.fetch(request);
    network.sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      ifMatch: request.headers.get('If-Match'),
      ...(request.keepalive ? { keepalive: true as const } : {}),
      status: response.status,
    });
    return response;
  }
  return network;
}
