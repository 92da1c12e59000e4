// @vitest-environment jsdom
// Settings › Payments through the real router against the real server (in a child process) and the
// local Stripe stand-in (docs/decisions/0029): a server without Stripe's keys says how to set them,
// CONNECT opens the onboarding address the server gives, an unfinished account lists what Stripe
// still needs, a ready one says so and DISCONNECT (confirmed) forgets it, an unreachable Stripe and
// a lost connection are said in words, and the section speaks Portuguese.
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { closeApp, renderApp } from '@/test/app-screen';
import { axeFindings } from '@/test/axe-in-jsdom';
import { englishDesk } from '@/test/english-desk';
import { configure, screen, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';
import { type StripeStandIn, startStripeStandIn } from '../../../server/src/payments/testing/stripe-stand-in';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

let server: ServerProcess;
let services: AppServices;
let token: string;
let standIn: StripeStandIn | null = null;

async function start(withStripe: boolean): Promise<void> {
  standIn = withStripe ? await startStripeStandIn() : null;
  server = await startServerProcess(standIn ? { stripePort: standIn.port } : {});
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  services = createAppServices({
    messages: englishDesk,
    baseUrl: `${server.url}/api`,
    dbName: `ppr-payments-${crypto.randomUUID()}`,
  });
  const { jwt, userId } = await login(services.api, 'owner@example.com', 'Desk!2026');
  token = jwt;
  services.session.write({ token: jwt, userId, clubId: 1 });
}

afterEach(async () => {
  await closeApp(services, server);
  await standIn?.stop().catch(() => undefined);
  standIn = null;
});

async function payments(method: 'GET' | 'POST'): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api/clubs/1/payments`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** CONNECT made on the server already: the club's account id on the stand-in. */
async function connected(): Promise<string> {
  await payments('POST');
  const [account] = standIn?.accounts.keys() ?? [];
  if (!account) throw new Error('no account on the stand-in');
  return account;
}

async function openPayments(path = '/settings?section=payments', name = 'Payments') {
  renderApp(services, path);
  return screen.findByRole('region', { name });
}

describe('Settings › Payments', () => {
  it('says how to set up payments on a server without Stripe’s keys, with no CONNECT', async () => {
    await start(false);
    const section = await openPayments();
    expect(
      await within(section).findByText(
        'Online payments are not turned on for this server. Whoever runs the server can turn them on: its README says how.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'CONNECT' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/dashboard');
  });

  it('CONNECT asks the server for the onboarding address and opens it', async () => {
    await start(true);
    const user = userEvent.setup();
    const section = await openPayments();
    expect(
      await within(section).findByText(
        'The club’s Stripe account is not connected: pilots cannot pay online yet.',
      ),
    ).toBeTruthy();
    expect(await axeFindings(section)).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'CONNECT' }));
    const link = await within(section).findByRole('link', { name: 'Continue to Stripe' });
    const url = link.getAttribute('href') ?? '';
    expect(url.startsWith(`${standIn?.url}/connect/onboarding/acct_`)).toBe(true);
    expect(decodeURIComponent(url)).toContain('/settings?section=payments&stripe=return');
    expect(await payments('GET')).toMatchObject({ connected: true, charges_enabled: false });
  });

  it('back from an unfinished onboarding, says what Stripe still needs and offers COMPLETE', async () => {
    await start(true);
    await connected();
    const section = await openPayments('/settings?section=payments&stripe=return');
    const due = await within(section).findByRole('list', { name: 'Still needed at Stripe' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The club’s business details (such as its website)',
      'A bank account for payouts',
      'Acceptance of Stripe’s terms of service',
    ]);
    expect(within(section).getByRole('button', { name: 'COMPLETE' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'DISCONNECT' })).toBeNull();
    expect(await axeFindings(section)).toEqual([]);
  });

  it('a ready account says pilots can pay online; DISCONNECT, once confirmed, forgets it', async () => {
    await start(true);
    standIn?.completeOnboarding(await connected());
    const user = userEvent.setup();
    const section = await openPayments('/settings?section=payments&stripe=return');
    expect(await within(section).findByText('Connected: pilots can pay online')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'DISCONNECT' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(await payments('GET')).toMatchObject({ connected: true });
    await user.click(within(section).getByRole('button', { name: 'DISCONNECT' }));
    expect(await axeFindings(section)).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'DISCONNECT NOW' }));
    expect(await within(section).findByRole('button', { name: 'CONNECT' })).toBeTruthy();
    expect(await screen.findByText('The club’s Stripe account is disconnected.')).toBeTruthy();
    expect(await payments('GET')).toMatchObject({ connected: false });
  });

  it('says in words when Stripe cannot be reached', async () => {
    await start(true);
    await connected();
    await standIn?.stop();
    const section = await openPayments();
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Stripe cannot be reached right now. Try again in a moment.',
    );
  });

  it('with the server gone, CONNECT says a connection is needed and changes nothing', async () => {
    await start(true);
    const user = userEvent.setup();
    const section = await openPayments();
    const connect = await within(section).findByRole('button', { name: 'CONNECT' });
    await server.close();
    await user.click(connect);
    expect(
      await within(section).findAllByText(
        'Payments need a connection to the server. Nothing was changed; try again when online.',
      ),
    ).not.toHaveLength(0);
    expect(standIn?.accounts.size).toBe(0);
  });

  it('speaks Portuguese', async () => {
    await start(true);
    await connected();
    await chooseLanguage(services.i18n, 'pt');
    const section = await openPayments('/settings?section=payments', 'Pagamentos');
    expect(await within(section).findByRole('list', { name: 'Ainda em falta no Stripe' })).toBeTruthy();
    expect(within(section).getByText('Uma conta bancária para receber os pagamentos')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'CONCLUIR' })).toBeTruthy();
  });
});
