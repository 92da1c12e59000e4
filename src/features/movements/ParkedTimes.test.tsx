// @vitest-environment jsdom
// A parked aircraft's times in its details (docs/product.md#aircraft-movements), through the real router
// against the real server: a time the server's rule refuses is refused on the desk with the same words and
// kept as typed; a good one reaches the server as the instant the club's clock showed. The arrival is
// corrected, then the departure recorded at a chosen time instead of now.
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { wallClock, zonedInstant } from '@/domain/time/instants';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { configure, screen, waitFor, within } from '@/test/render';

// A loaded 2-core machine: the screen may take more than the default second to follow.
configure({ asyncUtilTimeout: 10_000 });

let h: MovementsHarness;

withMovementsHarness((started) => {
  h = started;
});

const minutesBefore = (time: string, minutes: number): string => {
  const [hh, mm] = time.split(':').map(Number);
  const total = ((hh ?? 0) * 60 + (mm ?? 0) - minutes + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

it('refuses an arrival in the future, corrects it earlier, then departs at a chosen time, on the server', async (ctx) => {
  await h.signIn();
  h.renderMovements();
  const parked = () => screen.getByRole('region', { name: 'Parked aircrafts' });
  await waitFor(() => expect(parked().querySelector('tr[data-landing-id]')).toBeTruthy(), {
    timeout: 10_000,
  });
  const row = parked().querySelector<HTMLElement>('tr[data-landing-id]') as HTMLElement;
  const id = Number(row.dataset.landingId);
  const ata = (await h.serverLanding(id)).ata as string;
  const shown = wallClock(ata);
  if (!shown) throw new Error('the demo parked landing has no arrival');
  // The form corrects the time on the arrival's own day: within two hours of midnight the demo's
  // arrival (5 h ago) and now fall on different days, and the test says it was skipped.
  const future = new Date(Date.now() + 2 * 3_600_000);
  const later = wallClock(future.toISOString());
  if (!later || later.date !== shown.date || shown.time < '00:30') ctx.skip();

  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: /^(Plane|Helicopter):/ }));
  const field = await screen.findByLabelText(/^Arrival time/);
  expect((field as HTMLInputElement).value).toBe(shown.time);

  await user.clear(field);
  await user.type(field, later?.time ?? '');
  await user.click(screen.getByRole('button', { name: 'Correct arrival' }));
  expect(await screen.findByText('The arrival cannot be in the future.')).toBeTruthy();
  expect((field as HTMLInputElement).value).toBe(later?.time);
  expect((await h.serverLanding(id)).ata).toBe(ata);

  const earlier = minutesBefore(shown.time, 20);
  await user.clear(field);
  await user.type(field, earlier);
  await user.click(screen.getByRole('button', { name: 'Correct arrival' }));
  const want = zonedInstant(shown.date, earlier);
  await waitFor(async () => expect((await h.serverLanding(id)).ata).toBe(want), { timeout: 10_000 });
  expect((await h.serverLanding(id)).status).toBe('parked');
  // DEPARTED is named by the arrival the row now shows, not by the ETA it was booked for.
  const departed = () =>
    within(parked().querySelector<HTMLElement>(`tr[data-landing-id="${id}"]`) as HTMLElement).getByRole(
      'button',
      { name: /^DEPARTED/ },
    );
  await waitFor(() => expect(departed().textContent).toContain(earlier));

  const departure = screen.getByLabelText(/^Departure time/) as HTMLInputElement;
  await user.clear(departure);
  await user.type(departure, minutesBefore(shown.time, 30));
  await user.click(screen.getByRole('button', { name: 'Depart at this time' }));
  expect(await screen.findByText('The departure cannot be before the arrival.')).toBeTruthy();
  const left = minutesBefore(later?.time ?? '', 150);
  await user.clear(departure);
  await user.type(departure, left);
  await user.click(screen.getByRole('button', { name: 'Depart at this time' }));
  await waitFor(async () => expect((await h.serverLanding(id)).status).toBe('finished'), { timeout: 10_000 });
  expect((await h.serverLanding(id)).departure).toBe(zonedInstant(later?.date ?? '', left));
});
