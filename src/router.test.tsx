// @vitest-environment jsdom
// The sign-in screen and the guard through the real router, against the real server (in a child
// process: jsdom's globals break the server's crypto when both share one realm).
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { getSyncEngine } from '@/data/sync/engine';
import { closeApp, renderApp } from '@/test/app-screen';
import { englishDesk } from '@/test/english-desk';
import { configure, screen, waitFor, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';

// Route chunks are transformed on first load under vitest, which can take seconds.
configure({ asyncUtilTimeout: 10_000 });

let server: ServerProcess;
let services: AppServices;

beforeEach(async () => {
  server = await startServerProcess();
  window.localStorage.clear();
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  services = createAppServices({
    messages: englishDesk,
    baseUrl: `${server.url}/api`,
    dbName: `ppr-ui-${crypto.randomUUID()}`,
  });
});

afterEach(() => closeApp(services, server));

const renderAt = (path: string) => renderApp(services, path);

describe('sign in', () => {
  it('signs in, stores token, user id and club id, and opens Aircraft movements', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Desk!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The screen's own content belongs to the movements feature; here: the route and the frame.
    await waitFor(() => expect(router.state.location.pathname).toBe('/movements'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(window.localStorage.getItem('token')).toMatch(/^ey/);
    expect(window.localStorage.getItem('userId')).toBe('1');
    expect(window.localStorage.getItem('clubId')).toBe('1');
    const links = { 'Aircraft movements': '/movements', History: '/dashboard', Settings: '/settings' };
    for (const [name, href] of Object.entries(links)) {
      // Aircraft movements may carry its badge of requests to decide after the name.
      expect(
        within(nav)
          .getByRole('link', { name: new RegExp(`^${name}`) })
          .getAttribute('href'),
      ).toBe(href);
    }
    expect(await screen.findByText('All changes synced')).toBeTruthy();
  });

  it('shows the error under the form on a wrong password and keeps what was typed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error. Check your email and password.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@example.com');
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says a connection is needed when offline with no session', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderAt('/');
    await user.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'Desk!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/needs a connection/);
  });
});

describe('guard', () => {
  it("alerts 'You are not logged in!' and goes to the sign-in page without a session", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderAt('/settings');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('You are not logged in!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });
});

describe('guard in Portuguese', () => {
  it("alerts 'Não tem sessão iniciada!' when the desk speaks Portuguese", async () => {
    await chooseLanguage(services.i18n, 'pt');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const router = renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Iniciar sessão' })).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Não tem sessão iniciada!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    document.documentElement.lang = 'en';
  });
});

// A server process, fake IndexedDB and the refreshers alongside: slow on a busy machine.
describe('sync status', { timeout: 60_000 }, () => {
  it('shows a refused change in the header and its panel, where Discard drops it', async () => {
    const { jwt, userId } = await login(services.api, 'owner@example.com', 'Desk!2026');
    services.session.write({ token: jwt, userId, clubId: 1 });
    const user = userEvent.setup();
    renderAt('/movements');
    expect(await screen.findByText('All changes synced')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sync status' })).getByText('Online')).toBeTruthy();

    const engine = getSyncEngine(services);
    await waitFor(async () => expect(await engine.db.landings.get(2)).toBeDefined());
    // Landing 2 is undecided: the server refuses an arrival, so the change stays in the outbox.
    const entry = await engine.enqueue({
      kind: 'arrival',
      landingId: 2,
      patch: { status: 'parked', ata: new Date().toISOString() },
    });
    // Sent at once, as Send now on the undo bar does: this test is about the refusal, not the window.
    await engine.sendNow(entry.seq);

    // The refused change is counted once: as needing attention, not as waiting too.
    expect(await screen.findByText('1 needs attention')).toBeTruthy();
    expect(screen.queryByText(/changes? waiting/)).toBeNull();
    expect(screen.queryByText('All changes synced')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Changes' }));
    const panel = screen.getByRole('dialog', { name: 'Changes waiting to sync', hidden: true });
    expect(
      within(panel).getByText(/Refused by the server: Only an accepted landing can arrive/),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Retry/, hidden: true })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: /^Discard/, hidden: true }));
    expect(await screen.findByText('All changes synced')).toBeTruthy();
    expect((await engine.db.landings.get(2))?.status).toBe('pending');
  });

  it('speaks Portuguese: the header, the sync status, and the panel with its actions', async () => {
    const { jwt, userId } = await login(services.api, 'owner@example.com', 'Desk!2026');
    services.session.write({ token: jwt, userId, clubId: 1 });
    await chooseLanguage(services.i18n, 'pt');
    const user = userEvent.setup();
    renderAt('/movements');

    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    for (const [name, href] of Object.entries({
      'Movimentos de aeronaves': '/movements',
      Histórico: '/dashboard',
      Definições: '/settings',
    })) {
      expect(
        within(nav)
          .getByRole('link', { name: new RegExp(`^${name}`) })
          .getAttribute('href'),
      ).toBe(href);
    }
    // The badge, when requests wait, is named for assistive technology in Portuguese too.
    expect(
      within(nav).getByRole('link', { name: /^Movimentos de aeronaves(\d+ pedidos? por decidir)?$/ }),
    ).toBeTruthy();
    const sync = within(screen.getByRole('region', { name: 'Estado da sincronização' }));
    expect(await sync.findByText('Tudo sincronizado')).toBeTruthy();
    expect(sync.getByText('Com ligação')).toBeTruthy();
    expect(sync.getByText(/^Última sincronização: /)).toBeTruthy();

    const engine = getSyncEngine(services);
    await waitFor(async () => expect(await engine.db.landings.get(2)).toBeDefined());
    const entry = await engine.enqueue({
      kind: 'arrival',
      landingId: 2,
      patch: { status: 'parked', ata: new Date().toISOString() },
    });
    await engine.sendNow(entry.seq);

    expect(await sync.findByText('1 alteração em espera')).toBeTruthy();
    expect(await sync.findByText('1 precisa de atenção')).toBeTruthy();
    // The refusal's toast, in Portuguese.
    expect(
      await screen.findByText('Não foi possível registar a chegada. Fica guardada em Alterações.'),
    ).toBeTruthy();
    await user.click(sync.getByRole('button', { name: 'Alterações' }));
    const panel = screen.getByRole('dialog', { name: 'Alterações à espera de sincronização', hidden: true });
    expect(within(panel).getByText(/^Servidor: servidor PPR Desk/)).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Precisam de atenção', hidden: true })).toBeTruthy();
    expect(within(panel).getByText(/^Chegada: /)).toBeTruthy();
    expect(within(panel).getByText(/^Recusada pelo servidor: /)).toBeTruthy();
    expect(
      within(panel).getByRole('button', { name: /^Tentar de novo: Chegada/, hidden: true }),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Fechar Alterações/, hidden: true })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: /^Descartar: Chegada/, hidden: true }));
    expect(await sync.findByText('Tudo sincronizado')).toBeTruthy();
    document.documentElement.lang = 'en';
  });
});
