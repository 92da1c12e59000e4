import { describe, expect, it } from 'vitest';
import { documentKey, isDocumentKey } from './document-key';

describe('documentKey', () => {
  it('gives one documentId the same safe integer every time, and never a plain id', () => {
    const key = documentKey('am9v6iklr30wjd3sjt8cs1hn');
    expect(documentKey('am9v6iklr30wjd3sjt8cs1hn')).toBe(key);
    expect(Number.isSafeInteger(key)).toBe(true);
    expect(isDocumentKey(key)).toBe(true);
    expect(isDocumentKey(401)).toBe(false);
  });

  it('tells 100,000 random documentIds apart', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const ids = Array.from({ length: 100_000 }, () =>
      Array.from({ length: 24 }, () => alphabet[next() % alphabet.length]).join(''),
    );
    expect(new Set(ids.map(documentKey)).size).toBe(new Set(ids).size);
  });

  it('differs for ids one character apart', () => {
    expect(documentKey('q09msz5ayyf75sgmqm65yiqz')).not.toBe(documentKey('q09msz5ayyf75sgmqm65yiqy'));
  });
});
