// @vitest-environment jsdom
// The screens the router falls back on, through the real router: an address the desk has no screen
// for, and a screen that throws while rendering; in English and Portuguese. No server is needed:
// neither screen calls one, and without a session the way on leads to the sign-in.
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppServices, createAppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { disposeSyncEngine } from '@/data/sync/engine';
import { renderApp } from '@/test/app-screen';
import { englishDesk } from '@/test/english-desk';
import { cleanup, render, screen } from '@/test/render';
import { ScreenError } from './ScreenError';

let services: AppServices;

beforeEach(() => {
  window.localStorage.clear();
  services = createAppServices({
    messages: englishDesk,
    baseUrl: 'http://127.0.0.1:9/api',
    dbName: `ppr-fallback-${crypto.randomUUID()}`,
  });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  services.queryClient.clear();
  await disposeSyncEngine(services.dbName);
});

describe('an address the desk has no screen for', () => {
  it('says so and leads to Aircraft movements', async () => {
    const router = renderApp(services, '/history');
    await screen.findByRole('heading', { name: 'Page not found' });
    const back = screen.getByRole('link', { name: 'Aircraft movements' });
    expect(back.getAttribute('href')).toBe('/movements');
    await userEvent.setup().click(back);
    // Without a session the guard sends the desk on to the sign-in.
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('speaks Portuguese on a Portuguese desk', async () => {
    await chooseLanguage(services.i18n, 'pt');
    renderApp(services, '/historico');
    await screen.findByRole('heading', { name: 'Página não encontrada' });
    screen.getByRole('link', { name: 'Movimentos de aeronaves' });
  });
});

describe('a screen that throws while rendering', () => {
  it('is what the app router shows for any route', () => {
    expect(renderApp(services, '/').options.defaultErrorComponent).toBe(ScreenError);
  });

  /** Renders a router whose one screen throws; returns what was logged as an error. */
  function renderThrowing(): unknown[] {
    const logged: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(...args));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = createRootRouteWithContext<AppServices>()({
      component: () => {
        throw new Error('a bug in a screen');
      },
    });
    const router = createRouter({
      routeTree: root,
      context: services,
      defaultErrorComponent: ScreenError,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
    return logged;
  }

  it('says the unsent changes are kept and offers a reload, even outside the root providers', async () => {
    const logged = renderThrowing();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This screen stopped working');
    expect(alert.textContent).toContain('Changes not sent yet are kept on this device.');
    screen.getByRole('button', { name: 'Reload' });
    // React still logs the error itself: the screen hides nothing from a developer's console.
    expect(logged.some((entry) => entry instanceof Error && entry.message === 'a bug in a screen')).toBe(
      true,
    );
  });

  it('in Portuguese on a Portuguese desk', async () => {
    await chooseLanguage(services.i18n, 'pt');
    renderThrowing();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Este ecrã deixou de funcionar');
    screen.getByRole('button', { name: 'Recarregar' });
  });
});
