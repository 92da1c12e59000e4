// @vitest-environment jsdom
// ADD MANUALLY and the Create Landing modal against the real server: validation, EST. COST from
// the club's weight bands, CANCEL saving nothing, and a landing created offline shown at once and
// created exactly once when the connection returns.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { systemClock } from '@/domain/clock';
import { todayIsoDate } from '@/domain/format';
import { type MovementsHarness, startMovementsHarness } from './testing/movements-harness';

let h: MovementsHarness;

beforeEach(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  h = await startMovementsHarness();
  await h.signIn();
  h.renderMovements();
  await waitFor(() => expect(upcomingRows().length).toBeGreaterThan(0), { timeout: 10_000 });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await h.close();
});

function upcomingRows(): HTMLElement[] {
  const region = screen.getByRole('region', { name: 'Upcoming landings' });
  return Array.from(region.querySelectorAll<HTMLElement>('tr[data-landing-id]'));
}

async function landingsOnServerWithEmail(email: string): Promise<unknown[]> {
  const body = await h.direct.get('landings', { query: `filters[email][$eq]=${encodeURIComponent(email)}` });
  return (body as { data: unknown[] }).data;
}

const today = todayIsoDate(systemClock);
const yesterday = todayIsoDate({ now: () => new Date(Date.now() - 86_400_000) });

async function openModal() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'ADD MANUALLY' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Landing' });
  // The lookups come from the mirror, which the app fills on sign-in.
  await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(5), {
    timeout: 10_000,
  });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return {
    user,
    dialog,
    pilot: field('Pilot'),
    email: field('Email'),
    date: field('Date'),
    airplane: field('Airplane'),
    create: within(dialog).getByRole('button', { name: 'Create as accepted' }) as HTMLButtonElement,
    purpose: field('Purpose'),
    breakdown: () => dialog.querySelector('.create-landing__breakdown')?.textContent,
    cancel: within(dialog).getByRole('button', { name: 'CANCEL' }),
    cost: () => dialog.querySelector('output')?.textContent,
  };
}

it('keeps Create disabled until pilot, email and date are valid and shows EST. COST and its lines from the bands', async () => {
  const m = await openModal();
  expect(within(m.pilot).getAllByRole('option')[0]?.textContent).toBe('Select a pilot');
  expect(within(m.airplane).getAllByRole('option')[0]?.textContent).toBe('Select an airplane');
  expect(m.email.type).toBe('email');
  expect(m.date.min).toBe(today);
  expect(m.create.disabled).toBe(true);
  expect(m.cost()).toBe('€0.00');

  await m.user.selectOptions(m.pilot, 'Ana Ferreira');
  expect(m.email.value).toBe('pilot1@example.com');
  await m.user.selectOptions(m.airplane, 'Cessna 172 CS-AAA');
  // 1111 kg falls in the demo club's 1001–2500 kg band: €25.
  expect(m.cost()).toBe('€25.00');
  expect(m.breakdown()).toContain('Landing (1001–2500 kg)€25.00');
  await m.user.selectOptions(m.purpose, 'training_touch_and_go');
  expect(m.breakdown()).toContain('Touch & Go (1001–2500 kg)');
  await m.user.selectOptions(m.purpose, '');
  await m.user.selectOptions(m.airplane, 'Tecnam P2002 CS-AAJ');
  expect(m.cost()).toBe('€15.00');
  // Date and ETA start at now rounded up to 5 minutes: pilot, email and airplane are enough.
  expect(m.create.disabled).toBe(false);

  fireEvent.change(m.date, { target: { value: yesterday } });
  expect(m.create.disabled).toBe(true);
  fireEvent.change(m.date, { target: { value: today } });
  expect(m.create.disabled).toBe(false);

  await m.user.clear(m.email);
  await m.user.type(m.email, 'ana@');
  expect(m.create.disabled).toBe(true);
  await m.user.type(m.email, 'example.com');
  expect(m.create.disabled).toBe(false);
});

it('CANCEL closes without saving, gives focus back to ADD MANUALLY and starts empty next time', async () => {
  const before = upcomingRows().length;
  const m = await openModal();
  await m.user.selectOptions(m.pilot, 'Ana Ferreira');
  fireEvent.change(m.date, { target: { value: today } });
  await m.user.selectOptions(m.airplane, 'Cessna 172 CS-AAA');
  await m.user.click(m.cancel);

  expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ADD MANUALLY' }));
  expect(upcomingRows()).toHaveLength(before);
  expect(await landingsOnServerWithEmail('pilot1@example.com')).toHaveLength(0);

  const again = await openModal();
  expect(again.pilot.value).toBe('');
  expect(again.email.value).toBe('');
});

it('a landing created offline shows under Upcoming at once, waiting, and is created once on reconnect', async () => {
  const before = upcomingRows().length;
  h.offline();
  const m = await openModal();
  await m.user.selectOptions(m.pilot, 'Bruno Costa');
  await m.user.clear(m.email);
  await m.user.type(m.email, 'walk-in@example.com');
  fireEvent.change(m.date, { target: { value: today } });
  await m.user.selectOptions(m.airplane, 'Robin DR400 CS-AAC');
  await m.user.click(m.create);

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull());
  await waitFor(() => expect(upcomingRows()).toHaveLength(before + 1));
  const created = upcomingRows().find((row) => Number(row.dataset.landingId) < 0);
  expect(created?.textContent).toContain('Robin DR400 CS-AAC');
  expect(created?.textContent).toContain('ACCEPTED');
  expect(created?.textContent).toContain('€15.00');
  expect(created?.textContent).toContain('Waiting to sync');
  expect(await landingsOnServerWithEmail('walk-in@example.com')).toHaveLength(0);

  h.online();
  await waitFor(async () => expect(await landingsOnServerWithEmail('walk-in@example.com')).toHaveLength(1), {
    timeout: 10_000,
  });
  await waitFor(() => expect(upcomingRows().every((row) => Number(row.dataset.landingId) > 0)).toBe(true));
  expect(upcomingRows()).toHaveLength(before + 1);
  expect(screen.queryByText('Waiting to sync')).toBeNull();
  // A second drain (a reconnect, a focus) must not create it again.
  h.engine().scheduler.kick({ eager: true });
  await h.engine().scheduler.settled();
  expect(await landingsOnServerWithEmail('walk-in@example.com')).toHaveLength(1);
});
