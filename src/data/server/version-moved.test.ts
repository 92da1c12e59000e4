// Asking a plain Strapi's version again after a refusal, against its recorded answers: a Strapi 4's
// account (no documentId) and a Strapi 5's (tests/strapi5/samples). Only a changed version counts.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/data/api/api-errors';
import type { ApiClient } from '@/data/api/client';
import { PPR_DESK_CAPABILITIES } from '@/domain/wire/server-capabilities';
import strapi4Account from '@/test/fixtures/user-with-club.json';
import { testServerInfo } from '@/test/test-server-info';
import strapi5Me from '../../../tests/strapi5/samples/users-me.json';
import { versionMoved } from './version-moved';

/** A plain Strapi as the desk's client sees it: no capabilities route, and this account. */
function plainStrapi(account: () => unknown): { api: ApiClient; asked: string[] } {
  const asked: string[] = [];
  const notHere = () => Promise.reject(new ApiError(404, 'NotFoundError', 'Not Found', null));
  const api: ApiClient = {
    baseUrl: async () => 'https://cms.club.example/api',
    timeoutMs: 15_000,
    async get(path) {
      asked.push(path);
      if (path === 'users/me') return account();
      return notHere();
    },
    post: notHere,
    put: notHere,
    delete: notHere,
    stream: notHere,
    file: notHere,
  };
  return { api, asked };
}

describe('asking the version again', () => {
  it('follows a club whose Strapi 4 became a Strapi 5 under the same address', async () => {
    const { api } = plainStrapi(() => strapi5Me.body);
    const server = testServerInfo(api);
    await server.signedInWith(4);
    expect((await server.detect()).name).toBe('strapi4');

    expect(await versionMoved(server, api)).toBe(true);
    expect((await server.detect()).name).toBe('strapi5');
  });

  it('says nothing moved when the account reads as the version already known, or cannot be read', async () => {
    const { api } = plainStrapi(() => strapi4Account);
    const server = testServerInfo(api);
    await server.signedInWith(4);
    await server.detect();
    expect(await versionMoved(server, api)).toBe(false);

    const offline = plainStrapi(() => Promise.reject(new NetworkError('offline')));
    const other = testServerInfo(offline.api);
    await other.signedInWith(4);
    await other.detect();
    expect(await versionMoved(other, offline.api)).toBe(false);
    expect((await other.detect()).name).toBe('strapi4');
  });

  it('never asks our server, whose version is its capabilities answer', async () => {
    const { api, asked } = plainStrapi(() => strapi5Me.body);
    const server = testServerInfo(api);
    server.remember(PPR_DESK_CAPABILITIES);
    expect(await versionMoved(server, api)).toBe(false);
    expect(asked).toEqual([]);
  });
});
