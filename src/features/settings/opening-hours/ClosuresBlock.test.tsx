// @vitest-environment jsdom
// Opening hours › Closure dates through the real router against the real server (in a child
// process): a wrong range is said on its field with what was typed kept, an added closure is listed
// and stored, Delete removes it, a save with the server gone is refused with the form kept, and the
// block speaks Portuguese (docs/product/movement-log.md, "Closure dates").
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { closeApp, renderApp } from '@/test/app-screen';
import { configure, screen, waitFor, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';
import { signedInDesk } from '@/test/signed-in-desk';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

let server: ServerProcess;
let services: AppServices;
let token: string;

beforeEach(async () => {
  server = await startServerProcess();
  ({ services, token } = await signedInDesk(server, 'ppr-closures'));
});

afterEach(() => closeApp(services, server));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function serverClosures(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${server.url}/api/closures?filters[club][id][$eq]=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: Array<{ attributes: Record<string, unknown> }> };
  return body.data.map((row) => row.attributes);
}

async function openOpeningHours(heading: string, menuButton: string, menu: string) {
  renderApp(services, '/settings');
  const user = userEvent.setup();
  await user.click(
    within(await screen.findByRole('navigation', { name: menu })).getByRole('button', { name: menuButton }),
  );
  await screen.findByRole('heading', { name: heading, level: 2 });
  return user;
}

describe('Closure dates', () => {
  it('says a wrong range on its field, keeps what was typed, adds, lists and deletes a closure', async () => {
    const user = await openOpeningHours('Opening hours', 'Opening hours', 'Settings sections');
    const form = await screen.findByRole('form', { name: 'Add closure' });
    const from = within(form).getByLabelText('From') as HTMLInputElement;
    const to = within(form).getByLabelText('To (optional)') as HTMLInputElement;
    const note = within(form).getByLabelText('Note') as HTMLInputElement;
    await user.type(from, inDays(10));
    await user.type(to, inDays(9));
    await user.type(note, 'Runway resurfacing');
    await user.click(within(form).getByRole('button', { name: 'Add closure' }));
    expect(await within(form).findByText('The last day cannot be before the first.')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(note.value).toBe('Runway resurfacing');
    expect(await serverClosures()).toEqual([]);

    await user.clear(to);
    await user.type(to, inDays(11));
    await user.click(within(form).getByRole('button', { name: 'Add closure' }));
    expect(await screen.findByText('Closure dates updated.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Closure dates' });
    await waitFor(() => expect(within(list).getByText('Runway resurfacing')).toBeTruthy());
    expect(note.value).toBe('');
    expect(await serverClosures()).toEqual([
      expect.objectContaining({ from_date: inDays(10), to_date: inDays(11), note: 'Runway resurfacing' }),
    ]);

    await user.click(within(list).getByRole('button', { name: /^Delete / }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Closure dates' })).toBeNull());
    expect(screen.getByText('No closure dates ahead.')).toBeTruthy();
    expect(await serverClosures()).toEqual([]);
  });

  it('refuses an addition with the server gone and keeps the form', async () => {
    const user = await openOpeningHours('Opening hours', 'Opening hours', 'Settings sections');
    const form = await screen.findByRole('form', { name: 'Add closure' });
    await user.type(within(form).getByLabelText('From'), inDays(3));
    await user.type(within(form).getByLabelText('Note'), 'Air show');
    await server.close();
    await user.click(within(form).getByRole('button', { name: 'Add closure' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Not saved: you are offline/);
    expect((within(form).getByLabelText('Note') as HTMLInputElement).value).toBe('Air show');
    expect(screen.queryByText('Closure dates updated.')).toBeNull();
  });

  it('speaks Portuguese', async () => {
    await chooseLanguage(services.i18n, 'pt');
    const user = await openOpeningHours(
      'Horário de funcionamento',
      'Horário de funcionamento',
      'Secções das definições',
    );
    const form = await screen.findByRole('form', { name: 'Adicionar encerramento' });
    await user.click(within(form).getByRole('button', { name: 'Adicionar encerramento' }));
    expect(await within(form).findByText('Escolha a data.')).toBeTruthy();
    expect(within(form).getByText('Escreva uma nota curta.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Datas de encerramento' })).toBeTruthy();
  });
});
