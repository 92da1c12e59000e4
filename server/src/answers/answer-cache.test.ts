import { describe, expect, it } from 'vitest';
import { answerCacheLimits, answerKey, createAnswerCache } from './answer-cache';

const body = (text: string) => Buffer.from(text);

describe('answer cache', () => {
  it('gives an answer back only at the version it was read at, and forgets it once the data moved', () => {
    const cache = createAnswerCache();
    cache.set('k', '0:1', body('{"a":1}'));
    expect(cache.get('k', '0:1')?.body.toString()).toBe('{"a":1}');
    expect(cache.get('k', '0:2')).toBeUndefined();
    // The stale answer is dropped, not kept for a version that can never come back.
    expect(cache.size).toBe(0);
    expect(cache.get('k', '0:1')).toBeUndefined();
  });

  it('keeps within its bytes, pushing out the least recently used first', () => {
    const cache = createAnswerCache({ maxBytes: 30, maxAnswerBytes: 10 });
    cache.set('a', 'v', body('aaaaaaaaaa'));
    cache.set('b', 'v', body('bbbbbbbbbb'));
    cache.set('c', 'v', body('cccccccccc'));
    expect(cache.get('a', 'v')).toBeDefined();
    cache.set('d', 'v', body('dddddddddd'));
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBeDefined();
    expect(cache.get('c', 'v')).toBeDefined();
    expect(cache.get('d', 'v')).toBeDefined();
    expect(cache.bytes).toBe(30);
  });

  it('does not keep an answer larger than one answer may be, and replaces a key in place', () => {
    const cache = createAnswerCache({ maxBytes: 30, maxAnswerBytes: 10 });
    cache.set('a', 'v', body('aaaaaaaaaaa'));
    expect(cache.size).toBe(0);
    cache.set('a', 'v', body('aa'));
    cache.set('a', 'w', body('aaaa'));
    expect(cache.bytes).toBe(4);
    expect(cache.get('a', 'w')?.body.toString()).toBe('aaaa');
  });

  it('keeps compressed forms with their answer, counted in its bytes, and only at its version', () => {
    const cache = createAnswerCache({ maxBytes: 30, maxAnswerBytes: 20 });
    cache.set('a', 'v', body('aaaaaaaaaa'));
    cache.setEncoded('a', 'w', 'br', body('b'));
    cache.setEncoded('nobody', 'v', 'br', body('b'));
    expect(cache.bytes).toBe(10);
    cache.setEncoded('a', 'v', 'br', body('bbb'));
    expect(cache.get('a', 'v')?.encoded.get('br')?.toString()).toBe('bbb');
    expect(cache.bytes).toBe(13);
    cache.set('b', 'v', body('c'.repeat(18)));
    // 'a' went to make room: its body and its compressed form are both given back.
    expect(cache.get('a', 'v')).toBeUndefined();
    expect(cache.bytes).toBe(18);
    // A compressed form that would only fit by dropping its own answer is not kept.
    cache.setEncoded('b', 'v', 'gzip', body('g'.repeat(15)));
    expect(cache.get('b', 'v')?.encoded.size).toBe(0);
  });

  it('keeps nothing with a budget of 0 MB, and says so', () => {
    const cache = createAnswerCache(answerCacheLimits(0));
    expect(cache.enabled).toBe(false);
    cache.set('a', 'v', body('x'));
    expect(cache.get('a', 'v')).toBeUndefined();
    expect(answerCacheLimits(16)).toEqual({ maxBytes: 16 * 1024 * 1024, maxAnswerBytes: 2 * 1024 * 1024 });
  });

  it('keys an answer by who asked as well as by what was asked', () => {
    const owner = { userId: 1, clubId: 1, role: 'owner' as const, expiresAt: 1, sessionId: 's1' };
    const other = { userId: 2, clubId: 2, role: 'owner' as const, expiresAt: 1, sessionId: 's2' };
    const url = '/api/landings?populate=*';
    expect(answerKey(owner, url)).not.toBe(answerKey(other, url));
    expect(answerKey(owner, url)).toBe(answerKey({ ...owner, expiresAt: 99 }, url));
    expect(answerKey(null, url)).not.toBe(answerKey(owner, url));
  });
});
