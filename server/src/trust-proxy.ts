// Which proxies may say where a request came from. Trusting every X-Forwarded-For entry let a client
// forge its address and reset each per-address limit; only the hops we run, or their addresses, count.
import { isIP } from 'node:net';

/** Fastify's trustProxy: off, a number of proxy hops in front, or the proxies' addresses (CIDR too). */
export type TrustProxy = false | number | string;

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * `false` (default): the socket's address. `true` or `1`: one proxy in front (nginx, Caddy…), so the
 * address it saw is the client's and anything the client wrote before it is ignored. `2`…: that many
 * proxies. A comma-separated list of addresses or ranges: only hops from those are believed.
 * Anything else is refused at start.
 */
export function parseTrustProxy(value: string): TrustProxy | Error {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0) return entries.join(',');
  return new Error(
    `expected false, a number of proxy hops (1 for one reverse proxy) or the proxies' addresses, not ${bad.join(', ')}`,
  );
}

/** What Fastify takes: a hop count becomes "the first n hops from this server are proxies". */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
