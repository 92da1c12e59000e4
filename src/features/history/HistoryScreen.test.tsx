// @vitest-environment jsdom
// The History screen through the real router against the real server (in a child process), with
// a network the test can cut: tiles, paging, details, filters, and payment status through the outbox.
import 'fake-indexeddb/auto';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type ApiClient, createApiClient } from '@/data/api/client';
import { getLanding, listLandings } from '@/data/api/landings';
import { type AppServices, createAppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { disposeSyncEngine, getSyncEngine } from '@/data/sync/engine';
import { formatPrice } from '@/domain/money';
import { formatDate, formatUtcTime } from '@/domain/time/format';
import type { Landing } from '@/domain/types';
import { closeApp, renderApp } from '@/test/app-screen';
import { cleanup, configure, screen, waitFor, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';

// Two shared cores, a server process, fake IndexedDB and the refreshers writing alongside the
// change under test: give the live queries more than the default second to catch up.
configure({ asyncUtilTimeout: 5_000 });

let server: ServerProcess;
let network: TestNetwork;
let services: AppServices;
/** The test's own line to the server: never cut off. */
let direct: ApiClient;
const dbName = () => services.dbName;

function newServices(name: string): AppServices {
  // No undo window (issue 15; tested on the movements screen): these tests are about what is sent.
  return createAppServices({
    baseUrl: `${server.url}/api`,
    dbName: name,
    fetch: network.fetch,
    undoWindowMs: 0,
  });
}

beforeEach(async () => {
  server = await startServerProcess();
  network = createTestNetwork();
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  services = newServices(`ppr-history-${crypto.randomUUID()}`);
  let token: string | null = null;
  direct = createApiClient({ baseUrl: `${server.url}/api`, getToken: () => token });
  const answer = await login(direct, 'owner@example.com', 'Desk!2026');
  token = answer.jwt;
  services.session.write({ token: answer.jwt, userId: answer.userId, clubId: 1 });
});

afterEach(() => closeApp(services, server));

const renderAt = (path: string) => renderApp(services, path);

/** The club's history as the server lists it: finished landings dated up to today. */
async function serverHistory(): Promise<Landing[]> {
  const today = new Date().toISOString().slice(0, 10);
  const { landings, pagination } = await listLandings(direct, {
    clubId: 1,
    status: 'finished',
    dateTo: today,
  });
  expect(pagination.total).toBe(landings.length);
  return landings;
}

const newestFirst = (a: Landing, b: Landing) =>
  a.date === b.date ? b.time.localeCompare(a.time) : b.date.localeCompare(a.date);

const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label).nextElementSibling?.textContent;

/** The first load reads the server through the refresher: allow it more than findBy's 1 s. */
const loaded = (total?: number) =>
  screen.findByText(total === undefined ? /^Rows 1–50 of/ : `Rows 1–50 of ${total}`, {}, { timeout: 10_000 });

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

// Each test starts a server process and reads it through fake IndexedDB: slow on a busy machine.
describe('History', { timeout: 40_000 }, () => {
  it('shows tiles over every landing, pages the table and expands a row to its details', async () => {
    const expected = await serverHistory();
    expect(expected.length).toBeGreaterThan(50);
    const user = userEvent.setup();
    renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'History', level: 1 })).toBeTruthy();
    await loaded(expected.length);
    expect(tile('TOTAL LANDINGS')).toBe(String(expected.length));
    const cents = expected.reduce((sum, landing) => sum + Math.round((landing.price ?? 0) * 100), 0);
    expect(tile('INCOME')).toBe(formatPrice(cents / 100));
    expect(screen.getByText('All landings to date')).toBeTruthy();

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Details', 'DATE', 'FROM', 'PLANE', 'POB', 'FEES', 'STATUS']);
    expect(bodyRows()).toHaveLength(50);
    const newest = [...expected].sort(newestFirst)[0];
    if (!newest) throw new Error('no history seeded');
    const name = `${formatDate(newest.date)} ${formatUtcTime(newest.time)} ${newest.aircraft?.name}`;
    const status = screen.getAllByRole('combobox', { name: /^Payment status for / })[0];
    expect(status?.getAttribute('aria-label')).toBe(`Payment status for ${name}`);
    expect(
      within(status as HTMLElement)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['Paid', 'PAID'],
      ['Pending', 'MISSING PAYMENT'],
      ['Captive', 'CAPTIVE'],
    ]);

    const toggle = screen.getByRole('button', { name: `Details for ${name}` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!details) throw new Error('the toggle controls no details row');
    const labels = within(details)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Mission',
      'Aircraft',
      'Pilot Name',
      'Pilot Email',
      'License #',
      'Call Sign',
      'Departure',
      'Arrival',
      'Park time',
      'Flight time',
    ]);
    expect(within(details).getByText(newest.time_parked ?? 'N/A')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(`Rows 51–${Math.min(100, expected.length)} of ${expected.length}`);
    expect(bodyRows()).toHaveLength(Math.min(50, expected.length - 50));
  });

  it('filters by payment status and dates, and the tiles say they follow the filters', async () => {
    const expected = await serverHistory();
    const missing = expected.filter((landing) => landing.paymentStatus === 'Pending');
    const router = renderAt('/dashboard');
    await loaded(expected.length);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Payment status'), 'Pending');
    await screen.findByText('MISSING PAYMENT', { selector: '.history-tiles__scope' });
    expect(tile('TOTAL LANDINGS')).toBe(String(missing.length));
    expect(router.state.location.search).toEqual({ status: 'Pending' });
    const statuses = screen.getAllByRole('combobox', { name: /^Payment status for / });
    expect(statuses.every((select) => (select as HTMLSelectElement).value === 'Pending')).toBe(true);

    const day = missing[0]?.date ?? expected[0]?.date ?? '';
    await user.type(screen.getByLabelText('From'), day);
    await user.type(screen.getByLabelText('To'), day);
    const sameDay = missing.filter((landing) => landing.date === day);
    await waitFor(() => expect(tile('TOTAL LANDINGS')).toBe(String(sameDay.length)));
    expect(screen.getByText(`From ${formatDate(day)} to ${formatDate(day)}, MISSING PAYMENT`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(tile('TOTAL LANDINGS')).toBe(String(expected.length)));

    // The search box (issue 15): by the aircraft's registration, as typed, into the URL too.
    const name = expected[0]?.aircraft?.name ?? '';
    const registration = /[A-Z]{1,2}-[A-Z0-9]+$/.exec(name)?.[0] ?? '';
    const matching = expected.filter((landing) => landing.aircraft?.name.includes(registration));
    await user.type(screen.getByLabelText('Search'), registration.toLowerCase());
    await waitFor(() => expect(tile('TOTAL LANDINGS')).toBe(String(matching.length)));
    expect(matching.length).toBeLessThan(expected.length);
    expect(router.state.location.search).toEqual({ q: registration.toLowerCase() });
  });

  it('keeps a status change made offline across a reload and sends it once the server answers', async () => {
    const expected = (await serverHistory()).sort(newestFirst);
    const newest = expected[0];
    if (!newest) throw new Error('no history seeded');
    const next = newest.paymentStatus === 'Captive' ? 'Paid' : 'Captive';
    const name = `Payment status for ${formatDate(newest.date)} ${formatUtcTime(newest.time)} ${newest.aircraft?.name}`;
    renderAt('/dashboard');
    const user = userEvent.setup();
    await loaded(expected.length);

    network.offline = true;
    await user.selectOptions(screen.getByRole('combobox', { name }), next);
    expect((screen.getByRole('combobox', { name }) as HTMLSelectElement).value).toBe(next);
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    expect(await screen.findByText('1 change waiting')).toBeTruthy();
    expect((await getLanding(direct, newest.id)).paymentStatus).toBe(newest.paymentStatus);

    // Reload while still offline: a new app over the same IndexedDB database.
    cleanup();
    services.queryClient.clear();
    await disposeSyncEngine(dbName());
    services = newServices(dbName());
    renderAt('/dashboard');
    expect(((await screen.findByRole('combobox', { name })) as HTMLSelectElement).value).toBe(next);
    expect((await getLanding(direct, newest.id)).paymentStatus).toBe(newest.paymentStatus);

    network.offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect((await getLanding(direct, newest.id)).paymentStatus).toBe(next), {
      timeout: 10_000,
    });
    // The reconnect also refetches every collection; the outbox's delete queues behind those writes.
    expect(await screen.findByText('All changes synced', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('combobox', { name }) as HTMLSelectElement).value).toBe(next);
  });

  it('toasts a refused change, keeps it shown and leaves it in the sync panel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/dashboard');
    await loaded();
    const engine = getSyncEngine(services);
    const [some] = await engine.db.landings.where('status').equals('finished').toArray();
    if (!some) throw new Error('no history in the mirror');
    // A landing the server does not have (deleted there meanwhile): the change is refused with 404.
    const today = new Date().toISOString().slice(0, 10);
    const ghost = {
      ...some,
      id: 999_999,
      date: today,
      time: '00:00:01.000',
      paymentStatus: 'Pending' as const,
    };
    await engine.db.landings.put({ ...ghost, _server: { ...ghost } });
    const name = `Payment status for ${formatDate(today)} 00:00 UTC ${some.aircraft?.name}`;
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name }), 'Paid');

    // The send waits for the refreshers' writes on a busy machine: more than findBy's 5 s.
    expect(
      await screen.findByText('The payment status could not be updated.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect((screen.getByRole('combobox', { name }) as HTMLSelectElement).value).toBe('Paid');
    expect(await screen.findByText('1 needs attention')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Changes' }));
    const panel = screen.getByRole('dialog', { name: 'Changes waiting to sync', hidden: true });
    expect(within(panel).getByText('Payment status: PAID')).toBeTruthy();
    expect(within(panel).getByText(/^Refused by the server/)).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('speaks Portuguese: tiles, headings, money in the Portuguese format and the payment statuses', async () => {
    const expected = await serverHistory();
    await chooseLanguage(services.i18n, 'pt');
    renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Histórico', level: 1 })).toBeTruthy();
    await screen.findByText(`Linhas 1–50 de ${expected.length}`, {}, { timeout: 10_000 });
    const totals = within(screen.getByRole('region', { name: 'Totais' }));
    const tileIn = (label: string) => totals.getByText(label).nextElementSibling?.textContent;
    expect(tileIn('TOTAL DE ATERRAGENS')).toBe(expected.length.toLocaleString('pt-PT'));
    const cents = expected.reduce((sum, landing) => sum + Math.round((landing.price ?? 0) * 100), 0);
    const income = tileIn('RECEITA') ?? '';
    expect(income).toBe(formatPrice(cents / 100, 'pt-PT'));
    // pt-PT writes the sign after the amount, with a decimal comma: '1234,50 €'.
    expect(income).toMatch(/^\d[\d\s]*,\d{2}\s€$/);
    expect(screen.getByText('Todas as aterragens até hoje')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'HISTÓRICO DE ATERRAGENS', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Detalhes',
      'DATA',
      'ORIGEM',
      'AERONAVE',
      'POB',
      'TAXAS',
      'ESTADO',
    ]);
    const status = screen.getAllByRole('combobox', { name: /^Estado de pagamento de / })[0];
    expect(
      within(status as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['PAGO', 'PAGAMENTO EM FALTA', 'CATIVO']);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seguinte' })).toBeTruthy();

    // The frame speaks it too: navigation and sync status.
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Histórico' }).getAttribute('href')).toBe('/dashboard');
    const sync = within(screen.getByRole('region', { name: 'Estado da sincronização' }));
    expect(sync.getByText('Com ligação')).toBeTruthy();
    expect(await sync.findByText('Todas as alterações sincronizadas')).toBeTruthy();
    expect(sync.getByText(/^Última sincronização: /)).toBeTruthy();
    document.documentElement.lang = 'en';
  });
});
