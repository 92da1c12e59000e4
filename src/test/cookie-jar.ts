// A browser's cookie jar for tests of the data layer against a real server: Node's fetch keeps no
// cookies, so the refresh cookie (docs/decisions/0023) is kept here by name and path, honouring
// Max-Age=0, and sent back on requests under its path.
import type { FetchLike } from '@/data/api/client';

interface Kept {
  value: string;
  path: string;
}

export interface CookieJar {
  /** A fetch that sends the jar's cookies and keeps the ones answers set. */
  wrap(fetch: FetchLike): FetchLike;
  /** The value of a cookie now kept, or undefined. */
  get(name: string): string | undefined;
  clear(): void;
}

function setCookies(response: Response): string[] {
  const headers = response.headers as Headers & { getSetCookie?: () => string[] };
  return headers.getSetCookie?.() ?? [];
}

export function createCookieJar(): CookieJar {
  const kept = new Map<string, Kept>();

  const store = (response: Response) => {
    for (const line of setCookies(response)) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
      if (attribute('Max-Age') === '0' || value === '') kept.delete(name);
      else kept.set(name, { value, path: attribute('Path') ?? '/' });
    }
  };

  const header = (path: string): string | null => {
    const pairs = [...kept].filter(([, c]) => path.startsWith(c.path)).map(([n, c]) => `${n}=${c.value}`);
    return pairs.length > 0 ? pairs.join('; ') : null;
  };

  return {
    wrap: (fetch) => async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const cookie = header(new URL(request.url).pathname);
      let sent = request;
      if (cookie) {
        const headers = new Headers(request.headers);
        headers.set('cookie', cookie);
        sent = new Request(request, { headers });
      }
      const response = await fetch(sent);
      store(response);
      return response;
    },
    get: (name) => kept.get(name)?.value,
    clear: () => kept.clear(),
  };
}
