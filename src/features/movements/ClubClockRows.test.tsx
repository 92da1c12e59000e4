// @vitest-environment jsdom
// A club that keeps its times in UTC: the movements screen draws its rows once the club's clock is
// known, so no row ever prints a time on the desk's wall clock first and then jumps
// (docs/product/movement-log.md, Clock). Through the real router against the real server.
import { expect, it } from 'vitest';
import { updateClub } from '@/data/api/clubs';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { configure, screen, waitFor } from '@/test/render';

// A loaded 2-core machine: the screen may take more than the default second to follow.
configure({ asyncUtilTimeout: 10_000 });

let h: MovementsHarness;

withMovementsHarness((started) => {
  h = started;
});

/** Every text a landing's row has shown, from before the screen is drawn until the test ends. */
function watchRowTexts(): { texts: Set<string>; stop: () => void } {
  const texts = new Set<string>();
  const record = () => {
    for (const row of document.querySelectorAll('tr[data-landing-id]')) texts.add(row.textContent ?? '');
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

it('shows a UTC club its rows on UTC from their first drawing, never on the desk clock first', async () => {
  await h.signIn();
  await updateClub(h.direct, 1, { clock: 'utc' });
  const watch = watchRowTexts();
  h.renderMovements();
  const pending = () => screen.getByRole('region', { name: 'Pending landings' });
  await waitFor(() => expect(pending().querySelector('tr[data-landing-id]')?.textContent).toContain('UTC'));
  watch.stop();

  expect(watch.texts.size).toBeGreaterThan(0);
  const onDeskClock = [...watch.texts].filter((text) => text.includes('Lisbon'));
  expect(onDeskClock).toEqual([]);
});
