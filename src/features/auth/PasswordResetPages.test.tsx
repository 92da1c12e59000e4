// @vitest-environment jsdom
// Forgot password and the reset link's page through the real router against the real server (in a
// child process, docs/decisions/0023): the sign-in page leads to the request, which answers alike
// whatever the address; a spent or invented link says so and offers a new one; both in Portuguese.
// The whole way through the mail is tests/e2e/password-reset.spec.ts.
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppServices, createAppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { closeApp, renderApp } from '@/test/app-screen';
import { englishDesk } from '@/test/english-desk';
import { cleanup, configure, screen } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

let server: ServerProcess;
let services: AppServices;

beforeEach(async () => {
  server = await startServerProcess();
  window.localStorage.clear();
  services = createAppServices({
    messages: englishDesk,
    baseUrl: `${server.url}/api`,
    dbName: `ppr-reset-${crypto.randomUUID()}`,
  });
});
afterEach(() => closeApp(services, server));

const SENT = 'If an account uses that address, a link to choose a new password is on its way.';

describe('Forgot password', () => {
  it('opens from the sign-in page and gives the same answer for a known and an unknown address', async () => {
    for (const email of ['owner@example.com', 'nobody@example.com']) {
      const router = renderApp(services, '/');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: 'Forgot password' }));
      expect(router.state.location.pathname).toBe('/forgot-password');
      // The sign-in page has an Email field too: wait for the new page before typing.
      await screen.findByRole('heading', { name: 'Forgot password' });
      await user.type(await screen.findByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send the link' }));
      expect((await screen.findByRole('status')).textContent).toBe(SENT);
      screen.getByRole('link', { name: 'Back to sign in' });
      cleanup();
    }
  });
});

describe('The reset link', () => {
  it('says an invented code is no longer valid as the page opens, with no form, and offers a new link', async () => {
    renderApp(services, `/reset-password/${'x'.repeat(43)}`);
    // While the server is asked, the form keeps its place unseen: it never shows only to be taken away.
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(screen.queryByRole('button', { name: 'Save and sign in' })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link to choose a new password is no longer valid. Ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(services.session.read().token).toBeNull();
  });
});

describe('in Portuguese', () => {
  it('shows both pages in Portuguese', async () => {
    await chooseLanguage(services.i18n, 'pt');
    renderApp(services, '/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Esqueci-me da palavra-passe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar a ligação' })).toBeTruthy();
    cleanup();
    renderApp(services, `/reset-password/${'x'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'Escolha uma nova palavra-passe' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Esta ligação para escolher uma nova palavra-passe já não é válida. Peça uma nova.',
    );
  });
});
