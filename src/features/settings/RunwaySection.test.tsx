// @vitest-environment jsdom
// Settings › Runway's FILL FROM <ICAO> through the real router against the real server (in a child
// process) and its aerodrome data: LPSO fills position, elevation and runway, which SAVE keeps; a
// code the data does not know changes nothing and says so.
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { closeApp, renderApp } from '@/test/app-screen';
import { axeFindings } from '@/test/axe-in-jsdom';
import { englishDesk } from '@/test/english-desk';
import { configure, screen, waitFor, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

let server: ServerProcess;
let services: AppServices;

afterEach(async () => {
  await closeApp(services, server);
});

async function openRunway(icao: string) {
  server = await startServerProcess({});
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  services = createAppServices({
    messages: englishDesk,
    baseUrl: `${server.url}/api`,
    dbName: `ppr-runway-${crypto.randomUUID()}`,
  });
  const { jwt, userId } = await login(services.api, 'owner@example.com', 'Desk!2026');
  const club = (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/clubs/1${url}`, {
      ...init,
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
    });
  expect((await club('', { method: 'PUT', body: JSON.stringify({ data: { name2: icao } }) })).status).toBe(
    200,
  );
  services.session.write({ token: jwt, userId, clubId: 1 });
  renderApp(services, '/settings?section=runway');
  const section = await screen.findByRole('region', { name: 'Runway' });
  return { section, club, user: userEvent.setup() };
}

describe('Settings › Runway from the aerodrome data', () => {
  it('fills position, elevation and runway from LPSO, to review and save', async () => {
    const { section, club, user } = await openRunway('LPSO');
    await user.click(await within(section).findByRole('button', { name: 'FILL FROM LPSO' }));
    await within(section).findByText(
      'Filled from Aeródromo Municipal de Ponte de Sor: review the fields, then SAVE.',
    );
    expect(within(section).getByLabelText('Runway latitude')).toHaveProperty('value', '39.211545');
    expect(within(section).getByLabelText('Elevation (ft)')).toHaveProperty('value', '390');
    expect(within(section).getByLabelText('Length (m)')).toHaveProperty('value', '1800');
    expect(await axeFindings(section)).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    await waitFor(async () => {
      const stored = ((await (await club('')).json()) as { data: { attributes: Record<string, unknown> } })
        .data.attributes;
      expect(stored).toMatchObject({
        lat: 39.211545,
        long: -8.057787,
        altitude: 390,
        length: 1800,
        name2: 'LPSO',
      });
    });
  });

  it('changes nothing for a code the data does not know, and says so', async () => {
    const { section, user } = await openRunway('LPZZ');
    const latitude = (await within(section).findByLabelText('Runway latitude')) as HTMLInputElement;
    const before = latitude.value;
    await user.click(await within(section).findByRole('button', { name: 'FILL FROM LPZZ' }));
    await within(section).findByText(/^LPZZ is not in the aerodrome data: nothing was changed/);
    expect(latitude.value).toBe(before);
  });
});
