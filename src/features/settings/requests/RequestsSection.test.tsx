// @vitest-environment jsdom
// Settings › Requests through the real router against the real server (in a child process): the
// acceptance rules listed in words, switched on, moved, their weight typed, the conflict said with
// the rule that wins, saved with the club and kept by the server; the section is axe clean.
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { readAcceptanceRules } from '@/domain/club/acceptance-rules';
import { closeApp, renderApp } from '@/test/app-screen';
import { axeFindings } from '@/test/axe-in-jsdom';
import { englishDesk } from '@/test/english-desk';
import { configure, screen, waitFor, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

let server: ServerProcess;
let services: AppServices;
let token: string;

afterEach(async () => {
  await closeApp(services, server);
});

describe('Settings › Requests', () => {
  it('switches rules on, orders them, says which wins a conflict, and saves them with the club', async () => {
    server = await startServerProcess({});
    window.localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    services = createAppServices({
      messages: englishDesk,
      baseUrl: `${server.url}/api`,
      dbName: `ppr-rules-${crypto.randomUUID()}`,
    });
    const { jwt, userId } = await login(services.api, 'owner@example.com', 'Desk!2026');
    token = jwt;
    services.session.write({ token: jwt, userId, clubId: 1 });
    renderApp(services, '/settings?section=requests');
    const section = await screen.findByRole('region', { name: 'Requests' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('checkbox', { name: /Accept listed aircraft or pilots/ }));
    await user.type(within(section).getByLabelText('Registrations, one per line'), 'CS-LST');
    await user.click(within(section).getByRole('checkbox', { name: /inside opening hours up to 2,000 kg/ }));
    const weight = within(section).getByLabelText('Maximum weight (kg)');
    await user.clear(weight);
    await user.type(weight, '1500');
    expect(
      within(section).getByText(
        'A listed aircraft or pilot above 1,500 kg: the list comes first and wins, so it is accepted.',
      ),
    ).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: /^Move up: Accept every request inside/ }));
    expect(
      within(section).getByText(
        'A listed aircraft or pilot above 1,500 kg: the weight limit comes first and wins, so it waits for the desk.',
      ),
    ).toBeTruthy();
    // An address with a typo is named under its box, and nothing is saved until it is one.
    const emails = within(section).getByLabelText("Pilots' emails, one per line");
    await user.type(emails, 'pilot@');
    expect(within(section).getByText('Not an email address: pilot@')).toBeTruthy();
    expect(emails.getAttribute('aria-invalid')).toBe('true');
    const save = within(section).getByRole('button', { name: 'SAVE the acceptance rules' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(await axeFindings(section)).toEqual([]);
    await user.type(emails, 'example.com');
    expect(within(section).queryByText(/^Not an email address/)).toBeNull();
    await user.click(save);
    await waitFor(async () => {
      const response = await fetch(`${server.url}/api/clubs/1`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const stored = (
        (await response.json()) as { data: { attributes: { acceptance_rules: string | null } } }
      ).data.attributes.acceptance_rules;
      expect(readAcceptanceRules(stored).rules).toEqual([
        { kind: 'own-aircraft', on: false },
        { kind: 'in-hours-below-weight', on: true, maxKg: 1500 },
        { kind: 'listed', on: true, registrations: ['CS-LST'], emails: ['pilot@example.com'] },
      ]);
    });
  });

  it('sets the arrival slots: a count that is not one is said under its field, blank is no limit, and the save is kept', async () => {
    server = await startServerProcess({});
    window.localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    services = createAppServices({
      messages: englishDesk,
      baseUrl: `${server.url}/api`,
      dbName: `ppr-slots-${crypto.randomUUID()}`,
    });
    const { jwt, userId } = await login(services.api, 'owner@example.com', 'Desk!2026');
    services.session.write({ token: jwt, userId, clubId: 1 });
    renderApp(services, '/settings?section=requests');
    const form = await screen.findByRole('form', { name: 'Arrival slots' });
    const user = userEvent.setup();
    const arrivals = within(form).getByLabelText('Arrivals per window');
    const save = within(form).getByRole('button', { name: 'SAVE Arrival slots' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(arrivals, '0');
    expect(within(form).getByText('Enter a whole number from 1 to 99, or leave it blank.')).toBeTruthy();
    expect(arrivals.getAttribute('aria-invalid')).toBe('true');
    expect(save.disabled).toBe(true);
    await user.clear(arrivals);
    await user.type(arrivals, '3');
    await user.selectOptions(within(form).getByLabelText('Window'), '20 minutes');
    expect(await axeFindings(form)).toEqual([]);
    await user.click(save);
    await screen.findByText('Arrival slots updated.');
    const response = await fetch(`${server.url}/api/clubs/1`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    const stored = ((await response.json()) as { data: { attributes: Record<string, unknown> } }).data
      .attributes;
    expect(stored).toMatchObject({ slot_arrivals: 3, slot_minutes: 20, slot_per_day: null });
  });
});
