// @vitest-environment jsdom
// Show pay QR code through the real router against the real server (in a child process) and the
// local Stripe stand-in (docs/product.md#payments): a payable landing's details show the pilot's
// pay link as a QR code with the link beside it, minted by the server; a server without Stripe's
// keys offers no such button.
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { closeApp, renderApp } from '@/test/app-screen';
import { axeFindings } from '@/test/axe-in-jsdom';
import { englishDesk } from '@/test/english-desk';
import { configure, screen, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';
import {
  type StripeStandIn,
  startStripeStandIn,
} from '../../../../server/src/payments/testing/stripe-stand-in';
import { requestBody } from '../../../../server/src/testing/pilot-requests';

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
    dbName: `ppr-pay-qr-${crypto.randomUUID()}`,
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

async function call(method: string, path: string, body?: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A pilot's request, accepted with a fee of €30.00: its PPR number. */
async function payableRequest(): Promise<string> {
  const club = (await call('GET', 'clubs/1')) as { data: { attributes: { slug: string } } };
  await fetch(`${server.url}/api/public/airfields/${club.data.attributes.slug}/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: requestBody(new Date(), { registration: 'CS-QRC', email: 'qr@pilots.example' }),
    }),
  });
  const found = (await call('GET', 'landings?filters[registration][$eq]=CS-QRC')) as {
    data: { id: number; attributes: { ppr: string } }[];
  };
  const [landing] = found.data;
  if (!landing) throw new Error('the request did not reach the server');
  await call('PUT', `landings/${landing.id}`, {
    data: { permission: true, landing_permission: true, fee_by_hand: 3000, fee_reason: 'Tariff' },
  });
  return landing.attributes.ppr;
}

/** The landing's row group, its details opened. */
async function openDetails(ppr: string): Promise<HTMLElement> {
  renderApp(services, '/movements');
  const group = (await screen.findByText(ppr, {}, { timeout: 30_000 })).closest('tbody');
  if (!group) throw new Error('no row');
  await userEvent.setup().click(within(group).getByRole('button', { expanded: false }));
  return group;
}

describe('Show pay QR code', () => {
  it("shows the pilot's pay link as a QR code, the link beside it", async () => {
    await start(true);
    await call('POST', 'clubs/1/payments', {});
    for (const account of standIn?.accounts.keys() ?? []) standIn?.completeOnboarding(account);
    const ppr = await payableRequest();
    const group = await openDetails(ppr);
    const user = userEvent.setup();
    await user.click(await within(group).findByRole('button', { name: 'Show pay QR code' }));
    const qr = await within(group).findByRole('img', {
      name: `QR code to pay the fee of ${ppr}`,
    });
    // Drawn by the server with the link it minted (docs/decisions/0070).
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M2 2h1v1h-1z/);
    const link = within(group).getByRole('link', { name: /\/request\/status\/[A-Za-z0-9_-]{22}$/ });
    expect(link.getAttribute('href')).toBe(link.textContent);
    expect(await axeFindings(group)).toEqual([]);
    await user.click(within(group).getByRole('button', { name: 'Hide pay QR code' }));
    expect(within(group).queryByRole('img', { name: /^QR code/ })).toBeNull();
  });

  it('is not offered by a server without Stripe’s keys', async () => {
    await start(false);
    const ppr = await payableRequest();
    const group = await openDetails(ppr);
    expect(await within(group).findByRole('button', { name: 'Set fee by hand' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Show pay QR code' })).toBeNull();
  });
});
