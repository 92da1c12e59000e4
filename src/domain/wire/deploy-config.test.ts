import { describe, expect, it } from 'vitest';
import { apiOrigin, chooseApiUrl, isApiUrl, readRuntimeConfig } from './deploy-config';

describe('runtime config (config.json beside index.html)', () => {
  it('reads an absolute API address and drops a trailing slash', () => {
    expect(readRuntimeConfig({ apiUrl: 'https://strapi.club.example/api/' })).toEqual({
      config: { apiUrl: 'https://strapi.club.example/api' },
      problem: null,
    });
    expect(readRuntimeConfig({ apiUrl: '/api' }).config.apiUrl).toBe('/api');
  });

  it('treats a missing or empty apiUrl as not set, without complaint', () => {
    expect(readRuntimeConfig({})).toEqual({ config: { apiUrl: null }, problem: null });
    expect(readRuntimeConfig({ apiUrl: '' })).toEqual({ config: { apiUrl: null }, problem: null });
  });

  it('refuses what is not an API address and says why', () => {
    for (const apiUrl of [
      'javascript:alert(1)',
      '//evil.example/api',
      'ftp://x/api',
      42,
      'https://u:p@x/api',
    ]) {
      const read = readRuntimeConfig({ apiUrl });
      expect(read.config.apiUrl).toBeNull();
      expect(read.problem).toMatch(/^apiUrl must be an http\(s\) URL/);
    }
    expect(readRuntimeConfig(['x']).problem).toBe('it must hold a JSON object');
    expect(isApiUrl('http://127.0.0.1:1337/api')).toBe(true);
  });

  it('prefers config.json over VITE_API_URL over /api', () => {
    expect(chooseApiUrl({ apiUrl: 'https://a.example/api' }, 'https://b.example/api')).toBe(
      'https://a.example/api',
    );
    expect(chooseApiUrl({ apiUrl: null }, 'https://b.example/api/')).toBe('https://b.example/api');
    expect(chooseApiUrl(null, undefined)).toBe('/api');
    expect(chooseApiUrl(null, '  ')).toBe('/api');
  });

  it('names the origin of a cross-origin API only', () => {
    expect(apiOrigin('https://strapi.club.example:8443/api')).toBe('https://strapi.club.example:8443');
    expect(apiOrigin('/api')).toBeNull();
    expect(apiOrigin(null)).toBeNull();
  });
});
