// @vitest-environment jsdom
// The History screen through the real router against the real server (in a child process), with
// a network the test can cut: tiles, paging, details, filters, and payment status through the outbox.
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type ApiClient, createApiClient } from '@/data/api/client';
import { getLanding, listLandings } from '@/data/api/landings-api';
import { handFeeChange } from '@/data/landings/commands';
import { type AppServices, createAppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { disposeSyncEngine, getSyncEngine } from '@/data/sync/engine';
import { billedCents } from '@/domain/fees/landing-fee';
import { formatPrice } from '@/domain/fees/money';
import { aircraftLabel } from '@/domain/landings/landing-facts';
import { formatDate } from '@/domain/time/format';
import { storedOnClock } from '@/domain/time/instants';
import type { Landing } from '@/domain/wire/entities';
import { closeApp, renderApp } from '@/test/app-screen';
import { englishDesk } from '@/test/english-desk';
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
/** A row's date and time as History names it: on the club's clock (local by default), the zone named. */
const shownWhen = (date: string, time: string): string => {
  const shown = storedOnClock(date, time, 'Europe/Lisbon');
  return shown ? `${formatDate(shown.date)} ${shown.time} Lisbon` : `${date} ${time}`;
};

function newServices(name: string): AppServices {
  // No undo window (docs/product.md#undo-window; tested on the movements screen): these tests are about what
  // is sent.
  return createAppServices({
    messages: englishDesk,
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

/** The fees of these landings in whole cents. */
const centsOf = (landings: readonly Landing[]) =>
  landings.reduce((sum, landing) => sum + Math.round((landing.price ?? 0) * 100), 0);

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
    const billed = centsOf(expected);
    const paid = centsOf(expected.filter((landing) => landing.paymentStatus === 'Paid'));
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(billed);
    expect(tile('INCOME')).toBe(formatPrice(paid / 100));
    expect(tile('BILLED')).toBe(formatPrice(billed / 100));
    expect(tile('OUTSTANDING')).toBe(formatPrice((billed - paid) / 100));
    expect(screen.getByText('All landings')).toBeTruthy();

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Details', 'DATE', 'FROM', 'PLANE', 'POB', 'FEES', 'STATUS']);
    expect(bodyRows()).toHaveLength(50);
    const newest = [...expected].sort(newestFirst)[0];
    if (!newest) throw new Error('no history seeded');
    const name = `${shownWhen(newest.date, newest.time)} ${aircraftLabel(newest)}`;
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
    // The landing's facts come first; its fee's lines follow under their own title.
    const facts = details.querySelector('dl');
    if (!facts) throw new Error('no facts');
    const labels = within(facts)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Mission',
      'Registration',
      'Aircraft',
      'From',
      'Pilot Name',
      'Pilot Email',
      'License #',
      "Pilot's call sign",
      'Departure',
      'Arrival',
      'Park time',
      'Flight time',
      'Services',
    ]);
    expect(within(details).getByText(newest.time_parked ?? 'N/A')).toBeTruthy();
    // Its fee is the FEES column's: a departed landing's price holds its parking already.
    const fee = formatPrice((billedCents(newest) ?? 0) / 100);
    expect((await within(details).findByRole('heading', { name: /^Fee: / })).textContent).toBe(`Fee: ${fee}`);
    expect(within(details).getByText(/^Parking \((\d+ hours? at €|within the free hours)/)).toBeTruthy();

    // After it left, the fee can still be set by hand, with its reason, through the outbox.
    await user.click(await within(details).findByRole('button', { name: 'Set fee by hand' }));
    await user.type(within(details).getByLabelText('Fee (€)'), '123.45');
    await user.type(within(details).getByLabelText('Reason'), 'Agreed with the pilot');
    await user.click(within(details).getByRole('button', { name: 'Set fee by hand' }));
    await waitFor(async () => expect((await getLanding(direct, newest.id)).fee_by_hand).toBe(12345), {
      timeout: 10_000,
    });
    expect((await getLanding(direct, newest.id)).fee_reason).toBe('Agreed with the pilot');
    // Opened again, the form holds the fee and reason set: corrected, not typed again.
    await user.click(await within(details).findByRole('button', { name: 'Set fee by hand' }));
    expect((within(details).getByLabelText('Fee (€)') as HTMLInputElement).value).toBe('123.45');
    expect((within(details).getByLabelText('Reason') as HTMLInputElement).value).toBe(
      'Agreed with the pilot',
    );
    await user.click(within(details).getByRole('button', { name: 'Cancel' }));
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

    // The search box (docs/product/movement-log.md, Search): by the aircraft's registration, as typed, into
    // the URL too.
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
    const name = `Payment status for ${shownWhen(newest.date, newest.time)} ${aircraftLabel(newest)}`;
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

  it('records how a landing was paid beside PAID, and what is left to collect when the fee changed since', async () => {
    const expected = (await serverHistory()).sort(newestFirst);
    const unpaid = expected.find((landing) => landing.paymentStatus !== 'Paid');
    if (!unpaid) throw new Error('no unpaid landing seeded');
    const about = `${shownWhen(unpaid.date, unpaid.time)} ${aircraftLabel(unpaid)}`;
    renderAt('/dashboard');
    const user = userEvent.setup();
    await loaded(expected.length);
    expect(screen.queryByRole('combobox', { name: `Paid by, ${about}` })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: `Payment status for ${about}` }), 'Paid');
    const paidBy = (await screen.findByRole('combobox', { name: `Paid by, ${about}` })) as HTMLSelectElement;
    // Online is Stripe's to say: never offered.
    expect([...paidBy.options].map((option) => [option.textContent, option.disabled])).toEqual([
      ['Paid by: not said', true],
      ['Cash', false],
      ['Card at the desk', false],
    ]);
    await user.selectOptions(paidBy, 'card');
    await waitFor(
      async () =>
        expect(await getLanding(direct, unpaid.id)).toMatchObject({
          paymentStatus: 'Paid',
          payment_method: 'card',
        }),
      { timeout: 10_000 },
    );
    expect(paidBy.value).toBe('card');
    // The card took the fee as it stood: the server keeps what was taken.
    const taken = billedCents(unpaid) ?? 0;
    expect((await getLanding(direct, unpaid.id)).paid_cents).toBe(taken);

    // The fee raised afterwards: the rest is to collect, and the desk says how it was settled.
    const engine = getSyncEngine(services);
    await engine.enqueue(handFeeChange(unpaid.id, taken + 1500, 'Night landing'));
    expect(await screen.findByText(`${formatPrice(15)} to collect`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(paidBy.value).toBe('');
    expect(paidBy.selectedOptions[0]?.textContent).toBe('Difference settled by…');
    await user.selectOptions(paidBy, 'cash');
    await waitFor(
      async () =>
        expect(await getLanding(direct, unpaid.id)).toMatchObject({
          payment_method: 'cash',
          paid_cents: taken + 1500,
        }),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(screen.queryByText(`${formatPrice(15)} to collect`)).toBeNull());
    expect(paidBy.value).toBe('cash');
    // Raised once more: the rest settled by the method already said is recorded too.
    await engine.enqueue(handFeeChange(unpaid.id, taken + 2000, 'Night landing'));
    expect(await screen.findByText(`${formatPrice(5)} to collect`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(paidBy.value).toBe('');
    await user.selectOptions(paidBy, 'cash');
    await waitFor(async () => expect((await getLanding(direct, unpaid.id)).paid_cents).toBe(taken + 2000), {
      timeout: 10_000,
    });
    await waitFor(() => expect(paidBy.value).toBe('cash'));
    // And a third change asks again.
    await engine.enqueue(handFeeChange(unpaid.id, taken + 2250, 'Night landing'));
    expect(await screen.findByText(`${formatPrice(2.5)} to collect`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(paidBy.value).toBe('');

    // Paid online, then the fee raised: the row says what is left to collect.
    const today = new Date().toISOString().slice(0, 10);
    const online = {
      ...unpaid,
      id: 999_201,
      date: today,
      time: '00:00:02.000',
      price: 40,
      fee_by_hand: 5000,
      fee_reason: 'Fuel',
      paymentStatus: 'Paid' as const,
      payment_method: 'online' as const,
      paid_cents: 4000,
    };
    await engine.db.landings.put({ ...online, clubId: 1, _server: { ...online } });
    expect(await screen.findByText(`${formatPrice(10)} to collect`)).toBeTruthy();
    const onlineBy = screen.getByRole('combobox', {
      name: `Paid by, ${shownWhen(today, '00:00:02')} ${aircraftLabel(online)}`,
    }) as HTMLSelectElement;
    expect(onlineBy.value).toBe('');
  });

  it('toasts a refused change, says so on its row (not "Waiting to sync") and leaves it in the sync panel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/dashboard');
    await loaded();
    const engine = getSyncEngine(services);
    const [some] = await engine.db.landings.filter((row) => row.status === 'finished').toArray();
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
    const name = `Payment status for ${shownWhen(today, '00:00:01')} ${aircraftLabel(some)}`;
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name }), 'Paid');

    // The send waits for the refreshers' writes on a busy machine: more than findBy's 5 s.
    expect(
      await screen.findByText('The payment status could not be updated.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    // The row shows what the server has, never the PAID it refused.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name }) as HTMLSelectElement).value).toBe('Pending'),
    );
    const row = screen.getByRole('combobox', { name }).closest('tr');
    if (!row) throw new Error('no row');
    expect(await within(row).findByText(/^Payment not changed: /)).toBeTruthy();
    expect(within(row).queryByText('Waiting to sync')).toBeNull();
    expect(await screen.findByText('1 needs attention')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Changes' }));
    const panel = screen.getByRole('dialog', { name: 'Changes waiting to sync', hidden: true });
    expect(within(panel).getByText('Payment status: PAID')).toBeTruthy();
    expect(within(panel).getByText(/^Refused by the server/)).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it("keeps a visitor's registration, type and origin, and counts cancelled and no-show landings apart", async () => {
    const day = '2020-03-04';
    const router = renderAt(`/dashboard?from=${day}&to=${day}`);
    await screen.findByText('No landings for these filters.', {}, { timeout: 10_000 });
    const engine = getSyncEngine(services);
    const [some] = await engine.db.landings.filter((row) => row.status === 'finished').toArray();
    if (!some) throw new Error('no history in the mirror');
    const row = (id: number, fields: Partial<Landing>): Landing => ({
      ...some,
      id,
      date: day,
      time: '10:00:00.000',
      permission: true,
      landing_permission: true,
      paymentStatus: 'Pending',
      price: 25,
      ...fields,
    });
    const visitor = row(999_101, {
      aircraft: null,
      user: null,
      from: null,
      registration: 'CS-VIS',
      aircraftType: 'Jodel D140',
      origin: 'LPCS',
      passengers_on_board: '["Vera Visitante"]',
    });
    // Paid online before the pilot cancelled: never billed, and the payment is to refund.
    const cancelled = row(999_102, {
      status: 'cancelled',
      time: '11:00:00.000',
      price: 40,
      paymentStatus: 'Paid',
      payment_method: 'online',
      paid_cents: 4000,
    });
    const noShow = row(999_103, { status: 'no_show', time: '12:00:00.000', price: 60 });
    await engine.db.landings.bulkPut(
      [visitor, cancelled, noShow].map((landing) => ({ ...landing, clubId: 1, _server: { ...landing } })),
    );

    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(tile('TOTAL LANDINGS')).toBe('1');
    expect(tile('INCOME')).toBe('€0.00');
    expect(tile('BILLED')).toBe('€25.00');
    expect(tile('OUTSTANDING')).toBe('€25.00');
    expect(tile('CANCELLED')).toBe('1');
    expect(tile('NO-SHOWS')).toBe('1');

    const visitorRow = screen.getByRole('button', { name: /CS-VIS · Jodel D140$/ }).closest('tr');
    if (!visitorRow) throw new Error('no row for the visitor');
    expect(within(visitorRow).getByText('CS-VIS').className).toBe('registration');
    expect(within(visitorRow).getByText('Jodel D140')).toBeTruthy();
    expect(within(visitorRow).getByText('LPCS')).toBeTruthy();
    expect(screen.getByText('CANCELLED', { selector: '.history-row__cancelled' })).toBeTruthy();
    expect(screen.getByText(`${formatPrice(40)} to refund`)).toBeTruthy();
    expect(screen.getByText('NO-SHOW', { selector: '.history-row__cancelled' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(visitorRow).getByRole('button'));
    const details = document.getElementById(`history-details-${visitor.id}`);
    if (!details) throw new Error('no details row');
    const shown = () =>
      Object.fromEntries(
        within(details)
          .getAllByRole('term')
          .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
    expect(shown()).toMatchObject({
      Registration: 'CS-VIS',
      Aircraft: 'Jodel D140',
      'Pilot Name': 'Vera Visitante',
    });
    // The origin typed as a code is named once the desk has learnt it from our server's aerodrome data.
    await waitFor(() => expect(shown().From).toBe('Cascais Airport (LPCS)'));

    // Found by its registration however it is typed.
    await user.type(screen.getByLabelText('Search'), 'cs vis');
    // The visitor's row, and its details row still open.
    await waitFor(() => expect(document.querySelectorAll('tr.history-row')).toHaveLength(1));
    expect(document.querySelector('tr.history-row .registration')?.textContent).toBe('CS-VIS');
    expect(router.state.location.search).toMatchObject({ q: 'cs vis' });
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
    const paid = centsOf(expected.filter((landing) => landing.paymentStatus === 'Paid'));
    const income = tileIn('RECEITA') ?? '';
    expect(income).toBe(formatPrice(paid / 100, 'pt-PT'));
    expect(tileIn('FATURADO')).toBe(formatPrice(centsOf(expected) / 100, 'pt-PT'));
    expect(tileIn('EM DÍVIDA')).toBeTruthy();
    // pt-PT writes the sign after the amount, with a decimal comma: '1234,50 €'.
    expect(income).toMatch(/^\d[\d\s]*,\d{2}\s€$/);
    expect(screen.getByText('Todas as aterragens')).toBeTruthy();
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
    expect(await sync.findByText('Tudo sincronizado')).toBeTruthy();
    expect(sync.getByText(/^Última sincronização: /)).toBeTruthy();
    document.documentElement.lang = 'en';
  });
});
