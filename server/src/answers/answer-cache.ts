// Owns the finished JSON of recent read answers, each kept with the database version it was read
// at (db/data-version.ts) and its compressed forms: given again only while no row has changed.
import type { Caller } from '../auth/authenticate';
import type { ApiEncoding } from '../compression';

export interface AnswerCacheLimits {
  /** All kept answers together, compressed forms included; 0 keeps none. */
  maxBytes: number;
  /** A larger answer is not kept: it would push out many small ones. */
  maxAnswerBytes: number;
}

/** ANSWER_CACHE_MB: the whole budget, and an eighth of it for one answer. */
export function answerCacheLimits(megabytes: number): AnswerCacheLimits {
  const maxBytes = Math.round(megabytes * 1024 * 1024);
  return { maxBytes, maxAnswerBytes: Math.floor(maxBytes / 8) };
}

/** 16 MB: a club's every list and record many times over; an answer of up to 2 MB is kept. */
export const DEFAULT_ANSWER_CACHE_LIMITS = answerCacheLimits(16);

export interface KeptAnswer {
  body: Buffer;
  /** The body compressed, made the first time a caller asked for that encoding. */
  encoded: ReadonlyMap<ApiEncoding, Buffer>;
}

interface Entry {
  version: string;
  body: Buffer;
  encoded: Map<ApiEncoding, Buffer>;
  bytes: number;
}

export interface AnswerCache {
  /** False when its limit is 0: the caller then need not read the database's version. */
  readonly enabled: boolean;
  /** The answer kept for this key if it was read at this version. */
  get(key: string, version: string): KeptAnswer | undefined;
  set(key: string, version: string, body: Buffer): void;
  /** Adds a compressed form to the answer kept at this version (none kept: nothing to add to). */
  setEncoded(key: string, version: string, encoding: ApiEncoding, body: Buffer): void;
  readonly bytes: number;
  readonly size: number;
}

/**
 * Who asked and exactly what: an answer depends on the caller's account, club and role (the read
 * policies) and on the path and query, and on nothing else but the data.
 */
export const answerKey = (caller: Caller | null, url: string): string =>
  caller ? `${caller.userId}:${caller.clubId ?? '-'}:${caller.role} ${url}` : `public ${url}`;

/** Least recently used goes first: a Map keeps insertion order, and a hit is moved to the end. */
export function createAnswerCache(limits: AnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS): AnswerCache {
  const kept = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const old = kept.get(key);
    if (!old) return;
    kept.delete(key);
    bytes -= old.bytes;
  };
  /** Room for `needed` more bytes, never by dropping `keep`. */
  const makeRoom = (needed: number, keep: string | null) => {
    for (const key of kept.keys()) {
      if (bytes + needed <= limits.maxBytes) return;
      if (key !== keep) drop(key);
    }
  };
  return {
    enabled: limits.maxBytes > 0,
    get(key, version) {
      const found = kept.get(key);
      if (!found) return undefined;
      // Versions only grow: an answer read at another one is never asked for again.
      if (found.version !== version) {
        drop(key);
        return undefined;
      }
      kept.delete(key);
      kept.set(key, found);
      return found;
    },
    set(key, version, body) {
      drop(key);
      if (body.byteLength > limits.maxAnswerBytes || body.byteLength > limits.maxBytes) return;
      makeRoom(body.byteLength, null);
      kept.set(key, { version, body, encoded: new Map(), bytes: body.byteLength });
      bytes += body.byteLength;
    },
    setEncoded(key, version, encoding, body) {
      const entry = kept.get(key);
      if (entry?.version !== version || entry.encoded.has(encoding)) return;
      makeRoom(body.byteLength, key);
      if (bytes + body.byteLength > limits.maxBytes) return;
      entry.encoded.set(encoding, body);
      entry.bytes += body.byteLength;
      bytes += body.byteLength;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return kept.size;
    },
  };
}
