// A built app pointed by config.json at an API on another origin whose CORS settings refuse it: a
// server that answers every request but sends no CORS header, as a Strapi whose strapi::cors does
// not list the desk's address would. The desk must say the server refused the app by CORS, and
// what to change, not that the connection is down.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppHeader } from './pages/app-header';
import { SignInPage } from './pages/sign-in-page';
import { DeskServer } from './support/desk-server';
import { DEMO, expect, test } from './support/fixtures';

/** Up and answering, but never with Access-Control-Allow-Origin: every cross-origin call is refused. */
async function serverWithoutCors(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return server;
}

test('a server whose CORS refuses the app is named as such, at sign-in and in the header', async ({
  page,
}) => {
  const refusing = await serverWithoutCors();
  const apiUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/api`;
  const dist = mkdtempSync(join(tmpdir(), 'ppr-desk-cors-dist-'));
  const desk = await DeskServer.start();
  try {
    cpSync(desk.dist, dist, { recursive: true });
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiUrl }));
    // Restarted with the pointed build: the page's CSP now allows that origin.
    await desk.restartWith(dist);

    const signIn = new SignInPage(page);
    await page.goto(`${desk.url}/`);
    await signIn.signIn(DEMO.email, DEMO.password);
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: "The server refused this app's request (CORS)." });
    await expect(refusal).toContainText(`Allow this app's address (${desk.url})`);
    await expect(signIn.error).toHaveCount(0);
    await expect(page.getByText('Signing in needs a connection')).toHaveCount(0);

    // A desk already signed in (before the server's settings changed) says it in the header.
    await page.evaluate(() => {
      localStorage.setItem('token', 'a-token');
      localStorage.setItem('userId', '1');
      localStorage.setItem('clubId', '1');
    });
    await page.goto(`${desk.url}/movements`);
    await expect(
      page.getByRole('alert').filter({ hasText: "The server refused this app's request (CORS)" }),
    ).toBeVisible();
    await expect(new AppHeader(page).syncStatus).toContainText('Online');
  } finally {
    await desk.dispose();
    refusing.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
