// @vitest-environment jsdom
// ADD MANUALLY and the Create Landing modal against the real server: validation, EST. COST from
// the club's weight bands, CANCEL saving nothing, and a landing created offline shown at once and
// created exactly once when the connection returns.
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { systemClock } from '@/domain/time/clock';
import { todayIsoDate } from '@/domain/time/instants';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { fireEvent, screen, waitFor, within } from '@/test/render';

let h: MovementsHarness;

withMovementsHarness(async (started) => {
  h = started;
  await h.signIn();
  h.renderMovements();
  await waitFor(() => expect(upcomingRows().length).toBeGreaterThan(0), { timeout: 10_000 });
});

// What a test typed stays for the next opening while the module lives (AddManually.tsx): each test
// leaves the modal as a person ending a call would, with CANCEL.
afterEach(async () => {
  const dialog = screen.queryByRole('dialog', { name: 'Create Landing' });
  if (dialog) await userEvent.setup().click(within(dialog).getByRole('button', { name: 'CANCEL' }));
});

function upcomingRows(): HTMLElement[] {
  const region = screen.getByRole('region', { name: 'Upcoming landings' });
  return Array.from(region.querySelectorAll<HTMLElement>('tr[data-landing-id]'));
}

async function landingsOnServerWithEmail(email: string): Promise<unknown[]> {
  const body = await h.direct.get('landings', { query: `filters[email][$eq]=${encodeURIComponent(email)}` });
  return (body as { data: unknown[] }).data;
}

// Read when used, never at import: a run that crosses midnight would otherwise type yesterday's date
// into a field whose minimum is already today.
const today = () => todayIsoDate(systemClock);
const yesterday = () => todayIsoDate({ now: () => new Date(Date.now() - 86_400_000) });

async function openModal() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'ADD MANUALLY' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Landing' });
  // The suggestions come from the mirror, which the app fills on sign-in.
  await waitFor(() => expect(dialog.querySelectorAll('datalist option').length).toBeGreaterThan(5), {
    timeout: 10_000,
  });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return {
    user,
    dialog,
    registration: field('Registration'),
    type: field('Aircraft type'),
    from: field('From'),
    pilot: field('Pilot'),
    email: field('Email'),
    date: field('Date'),
    create: within(dialog).getByRole('button', { name: 'Create as accepted' }) as HTMLButtonElement,
    purpose: field('Purpose'),
    breakdown: () => dialog.querySelector('.fee-lines')?.textContent,
    cancel: within(dialog).getByRole('button', { name: 'CANCEL' }),
    cost: () => dialog.querySelector('output')?.textContent,
  };
}

const suggestions = (dialog: HTMLElement, id: string) =>
  Array.from(dialog.querySelectorAll(`datalist#${id} option`), (option) => option.getAttribute('value'));

it('keeps Create disabled until registration, pilot and date are valid and shows EST. COST and its lines from the bands', async () => {
  const m = await openModal();
  expect(suggestions(m.dialog, 'create-landing-aircrafts')).toContain('Cessna 172 CS-AAA');
  expect(suggestions(m.dialog, 'create-landing-pilots')).toContain('Ana Ferreira');
  expect(m.email.type).toBe('email');
  expect(m.date.min).toBe(today());
  expect(m.create.disabled).toBe(true);
  // No airplane yet: nothing to price by, and never €0.00.
  expect(m.cost()).toBe('to be priced');

  await m.user.type(m.pilot, 'Ana Ferreira');
  expect(m.email.value).toBe('pilot1@example.com');
  await m.user.type(m.registration, 'Cessna 172 CS-AAA');
  // A known airplane: its type is known too, and 1111 kg falls in the 1001–2500 kg band: €25.
  expect(m.type.disabled).toBe(true);
  expect(m.cost()).toBe('€25.00');
  expect(m.breakdown()).toContain('Landing (1001–2500 kg)€25.00');
  await m.user.selectOptions(m.purpose, 'training_touch_and_go');
  expect(m.breakdown()).toContain('Touch & Go (1001–2500 kg)');
  await m.user.selectOptions(m.purpose, '');
  await m.user.clear(m.registration);
  // Its registration alone is enough to know it.
  await m.user.type(m.registration, 'cs-aaj');
  expect(m.cost()).toBe('€15.00');
  // Date and ETA start at now rounded up to 5 minutes: airplane and pilot are enough.
  expect(m.create.disabled).toBe(false);

  fireEvent.change(m.date, { target: { value: yesterday() } });
  expect(m.create.disabled).toBe(true);
  fireEvent.change(m.date, { target: { value: today() } });
  expect(m.create.disabled).toBe(false);

  await m.user.clear(m.email);
  await m.user.type(m.email, 'ana@');
  expect(m.create.disabled).toBe(true);
  await m.user.type(m.email, 'example.com');
  expect(m.create.disabled).toBe(false);

  // An airplane the club does not know: its type is asked for, and the desk prices it by hand.
  await m.user.clear(m.registration);
  await m.user.type(m.registration, 'CS-AYZ');
  expect(m.type.disabled).toBe(false);
  expect(m.create.disabled).toBe(true);
  await m.user.type(m.type, 'Cessna 152');
  expect(m.create.disabled).toBe(false);
  expect(m.breakdown()).toContain('Not a known airplane: priced at the desk');
});

it('a known pilot brings their email, which follows the name; an email typed for the call stays', async () => {
  const m = await openModal();
  await m.user.type(m.pilot, 'Ana Ferreira');
  expect(m.email.value).toBe('pilot1@example.com');
  await m.user.clear(m.pilot);
  expect(m.email.value).toBe('');
  await m.user.type(m.pilot, 'Bruno Costa');
  expect(m.email.value).toBe('pilot2@example.com');
  await m.user.clear(m.email);
  await m.user.type(m.email, 'radio@example.com');
  await m.user.clear(m.pilot);
  await m.user.type(m.pilot, 'Ana Ferreira');
  expect(m.email.value).toBe('radio@example.com');
});

it('records a radio call from a pilot without an account: registration, type and origin as heard', async () => {
  const m = await openModal();
  await m.user.type(m.registration, 'cs-ayz');
  await m.user.type(m.type, 'Cessna 152');
  await m.user.type(m.from, 'LPCS');
  await m.user.type(m.pilot, 'Radio Caller');
  expect(m.email.value).toBe('');
  await m.user.click(within(m.dialog).getByRole('button', { name: 'Create as pending' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull());

  const stored = await waitFor(
    async () => {
      const { data } = (await h.direct.get('landings', {
        query: 'filters[registration][$eq]=CS-AYZ&populate[0]=user&populate[1]=aircraft',
      })) as { data: Array<{ attributes: Record<string, unknown> }> };
      expect(data).toHaveLength(1);
      return data[0]?.attributes;
    },
    { timeout: 10_000 },
  );
  expect(stored).toMatchObject({
    registration: 'CS-AYZ',
    aircraftType: 'Cessna 152',
    origin: 'LPCS',
    passengers_on_board: '["Radio Caller"]',
    permission: null,
    email: null,
    price: null,
    user: { data: null },
    aircraft: { data: null },
  });
  const pending = () => screen.getByRole('region', { name: /^Pending landings/ }).textContent;
  await waitFor(() => expect(pending()).toContain('CS-AYZ'), { timeout: 10_000 });
  expect(pending()).toContain('Cessna 152');
  // The origin is stored as the code heard; the row names it from the aerodrome data once the
  // server has said it holds them, and the name is kept on the device for offline.
  await h.services.server.detect();
  await waitFor(() => expect(pending()).toMatch(/Cascais[^(]*\(LPCS\)/), { timeout: 10_000 });
  const kept = await h.engine().db.aerodromeNames.get('LPCS');
  expect(kept?.name).toMatch(/Cascais/);
});

it('CANCEL closes without saving, gives focus back to ADD MANUALLY and starts empty next time', async () => {
  const before = upcomingRows().length;
  const m = await openModal();
  await m.user.type(m.pilot, 'Ana Ferreira');
  fireEvent.change(m.date, { target: { value: today() } });
  await m.user.type(m.registration, 'Cessna 172 CS-AAA');
  await m.user.click(m.cancel);

  expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ADD MANUALLY' }));
  expect(upcomingRows()).toHaveLength(before);
  expect(await landingsOnServerWithEmail('pilot1@example.com')).toHaveLength(0);

  const again = await openModal();
  expect(again.pilot.value).toBe('');
  expect(again.registration.value).toBe('');
  expect(again.email.value).toBe('');
});

it('✕ (as Escape) closes without saving but keeps what was typed for the next opening; CANCEL then forgets it', async () => {
  const before = upcomingRows().length;
  const m = await openModal();
  await m.user.type(m.pilot, 'Rita Alves');
  await m.user.type(m.registration, 'CS-ESC');
  // jsdom's dialog has no Escape: the browser tier presses it (movements.spec).
  await m.user.click(screen.getByRole('button', { name: 'Close Create Landing' }));

  expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ADD MANUALLY' }));
  expect(upcomingRows()).toHaveLength(before);

  const again = await openModal();
  expect(again.pilot.value).toBe('Rita Alves');
  expect(again.registration.value).toBe('CS-ESC');
  await again.user.click(again.cancel);
  const fresh = await openModal();
  expect(fresh.pilot.value).toBe('');
  expect(fresh.registration.value).toBe('');
});

it('keeps what ✕ left across a look at another screen', async () => {
  const m = await openModal();
  await m.user.type(m.pilot, 'Nuno Reis');
  await m.user.type(m.registration, 'CS-LOK');
  await m.user.click(screen.getByRole('button', { name: 'Close Create Landing' }));
  await m.user.click(screen.getByRole('link', { name: 'History' }));
  await screen.findByRole('heading', { name: 'History', level: 1 }, { timeout: 10_000 });
  await m.user.click(screen.getByRole('link', { name: /^Aircraft movements/ }));
  await waitFor(() => expect(upcomingRows().length).toBeGreaterThan(0), { timeout: 10_000 });

  const again = await openModal();
  expect(again.pilot.value).toBe('Nuno Reis');
  expect(again.registration.value).toBe('CS-LOK');
  await again.user.click(again.cancel);
});

it('a landing created offline shows under Upcoming at once, waiting, and is created once on reconnect', async () => {
  const before = upcomingRows().length;
  h.offline();
  const m = await openModal();
  await m.user.type(m.pilot, 'Bruno Costa');
  await m.user.clear(m.email);
  await m.user.type(m.email, 'walk-in@example.com');
  fireEvent.change(m.date, { target: { value: today() } });
  await m.user.type(m.registration, 'Robin DR400 CS-AAC');
  await m.user.click(m.create);

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull());
  await waitFor(() => expect(upcomingRows()).toHaveLength(before + 1));
  const created = upcomingRows().find((row) => Number(row.dataset.landingId) < 0);
  // The headline: the registration first, then the type.
  expect(created?.querySelector('.cell--type')?.textContent).toContain('CS-AAC Robin DR400');
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

it("warns when the ETA's window is full under the club's slot limit, and still creates the landing", async () => {
  // One arrival an hour: the club's setting reaches this desk's mirror through live sync.
  await h.direct.put('clubs/1', { data: { slot_arrivals: 1, slot_minutes: 60 } });
  await waitFor(async () => expect((await h.engine().db.clubs.get(1))?.slot_arrivals).toBe(1), {
    timeout: 10_000,
  });
  const tomorrow = todayIsoDate({ now: () => new Date(Date.now() + 86_400_000) });

  const first = await openModal();
  await first.user.type(first.pilot, 'Ana Ferreira');
  fireEvent.change(first.date, { target: { value: tomorrow } });
  fireEvent.change(within(first.dialog).getByLabelText(/^ETA/), { target: { value: '14:10' } });
  await first.user.type(first.registration, 'Cessna 172 CS-AAA');
  expect(within(first.dialog).queryByText(/window already has/)).toBeNull();
  await first.user.click(first.create);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull());

  const second = await openModal();
  await second.user.type(second.pilot, 'Bruno Costa');
  fireEvent.change(second.date, { target: { value: tomorrow } });
  const eta = within(second.dialog).getByLabelText(/^ETA/);
  fireEvent.change(eta, { target: { value: '14:40' } });
  await second.user.type(second.registration, 'Robin DR400 CS-AAC');
  const warning = await within(second.dialog).findByText(
    "The 14:00–15:00 window already has 1 of 1 arrival: this landing goes over the club's slot limit.",
  );
  expect(eta.getAttribute('aria-describedby')).toContain(warning.id);
  // Another hour fits: the warning goes.
  fireEvent.change(eta, { target: { value: '15:05' } });
  await waitFor(() => expect(within(second.dialog).queryByText(/window already has/)).toBeNull());
  fireEvent.change(eta, { target: { value: '14:40' } });
  await within(second.dialog).findByText(/window already has 1 of 1/);
  expect(second.create.disabled).toBe(false);
  await second.user.click(second.create);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Landing' })).toBeNull());
});

it('suggests aerodromes from the aerodrome data in From, and keeps the code chosen', async () => {
  // The desk asks only a server that announced the data.
  await h.services.server.detect();
  const m = await openModal();
  await m.user.type(m.from, 'Ponte de Sor');
  await waitFor(() => expect(suggestions(m.dialog, 'create-landing-origins')).toContain('LPSO'));
  expect(m.dialog.querySelector('datalist#create-landing-origins option[value="LPSO"]')?.textContent).toBe(
    'Aeródromo Municipal de Ponte de Sor, Ponte de Sor',
  );
  await m.user.clear(m.from);
  await m.user.type(m.from, 'LPSO');
  expect(m.from.value).toBe('LPSO');
  // The code is stored; the field names the aerodrome chosen.
  await waitFor(() =>
    expect(m.dialog.querySelector('#create-landing-origin-hint')?.textContent).toBe(
      'Aeródromo Municipal de Ponte de Sor',
    ),
  ); // A code the data does not know is kept as typed, and the field says so.
  await m.user.clear(m.from);
  await m.user.type(m.from, 'LPZZ');
  await waitFor(() =>
    expect(m.dialog.querySelector('#create-landing-origin-hint')?.textContent).toBe(
      'LPZZ is not in the aerodrome data: it is kept as typed.',
    ),
  );
  expect(m.from.value).toBe('LPZZ');
});
