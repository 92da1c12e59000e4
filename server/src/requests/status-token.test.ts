import { describe, expect, it } from 'vitest';
import { hashToken, isTokenShape, newStatusToken, statusUrl, tokenMatches } from './status-token';

describe('status tokens', () => {
  it('are 128 random bits in 22 url-safe characters, stored as their hash', () => {
    const a = newStatusToken();
    const b = newStatusToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(16);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
  it('match only their own hash', () => {
    const { token, hash } = newStatusToken();
    expect(tokenMatches(token, hash)).toBe(true);
    expect(tokenMatches(newStatusToken().token, hash)).toBe(false);
    expect(tokenMatches(token, 'abcd')).toBe(false);
  });
  it('are recognised by shape before any lookup', () => {
    expect(isTokenShape(newStatusToken().token)).toBe(true);
    expect(isTokenShape('short')).toBe(false);
    expect(isTokenShape(`${'a'.repeat(21)}/`)).toBe(false);
  });
  it('make the status link under the public address', () => {
    expect(statusUrl('https://club.example/', 'T')).toBe('https://club.example/request/status/T');
  });
});
