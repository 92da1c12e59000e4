import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ authLimits: { max: 5, windowMs: 60_000 } });
});
afterAll(() => server.close());

const login = (identifier: string, password: string, ip = '10.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier, password },
    remoteAddress: ip,
  });

describe('sign in', () => {
  it('answers a jwt and the flat user for the demo owner, by email or username', async () => {
    const byEmail = await login('OWNER@example.com', 'Desk!2026', '10.0.1.1');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(byEmail.json().user).toMatchObject({
      id: expect.any(Number),
      email: 'owner@example.com',
      username: 'owner',
    });
    expect(byEmail.json().user).not.toHaveProperty('password_hash');
    expect((await login('owner', 'Desk!2026', '10.0.1.2')).statusCode).toBe(200);
  });

  it('gives one answer for a wrong password and an unknown account', async () => {
    const wrong = await login('owner@example.com', 'nope', '10.0.2.1');
    const unknown = await login('nobody@example.com', 'Desk!2026', '10.0.2.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Invalid identifier or password',
          details: {},
        },
      });
    }
  });

  it('limits attempts per identifier even when they come from many addresses', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await login('pilot1@example.com', 'wrong', `10.1.0.${i}`)).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5)).toEqual([429, 429]);
  });

  it('limits attempts per address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await login(`someone${i}@example.com`, 'wrong', '10.2.0.1')).statusCode);
    expect(answers[5]).toBe(429);
    const limited = await login('x@example.com', 'wrong', '10.2.0.1');
    expect(limited.json().error.name).toBe('RateLimitError');
  });
});

describe('register and change password', () => {
  it('registers a user, refuses the same email twice, and refuses a weak password', async () => {
    const payload = { username: 'newclub', email: 'new@example.com', password: 'Strong!Pass1' };
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload,
      remoteAddress: '10.3.0.1',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ username: 'newclub', email: 'new@example.com' });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { ...payload, username: 'other-name' },
      remoteAddress: '10.3.0.2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Email or Username are already taken');
    const weak = await server.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'weakling', email: 'weak@example.com', password: 'password' },
      remoteAddress: '10.3.0.3',
    });
    expect(weak.statusCode).toBe(400);
  });

  it('revokes every token issued before a password change', async () => {
    const old = (await login('pilot2@example.com', 'Desk!2026', '10.4.0.1')).json().jwt as string;
    const me = () =>
      server.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${old}` } });
    expect((await me()).statusCode).toBe(200);

    const change = (currentPassword: string, password: string, passwordConfirmation = password) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { authorization: `Bearer ${old}` },
        payload: { currentPassword, password, passwordConfirmation },
        remoteAddress: '10.4.0.2',
      });
    expect((await change('wrong', 'New!Pass2026')).json().error.message).toBe(
      'The provided current password is invalid',
    );
    expect((await change('Desk!2026', 'New!Pass2026', 'Other!Pass2026')).json().error.message).toBe(
      'Passwords do not match',
    );

    const changed = await change('Desk!2026', 'New!Pass2026');
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().jwt as string;

    const revoked = await me();
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.name).toBe('UnauthorizedError');
    const withFresh = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(withFresh.statusCode).toBe(200);
    expect((await login('pilot2@example.com', 'New!Pass2026', '10.4.0.3')).statusCode).toBe(200);
    expect((await login('pilot2@example.com', 'Desk!2026', '10.4.0.4')).statusCode).toBe(400);
  });

  it('refuses a forged or malformed token', async () => {
    for (const authorization of [
      'Bearer abc.def.ghi',
      'Bearer ',
      'Basic b3duZXI6RGVzayEyMDI2',
      'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MSwidHYiOjB9.',
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
