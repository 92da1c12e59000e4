// @vitest-environment jsdom
// A lazy part whose chunk did not arrive says so in its place, and shows once a later load succeeds:
// by the retry button, by the link coming back, or on its own every few seconds.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { I18nProvider } from '@/i18n/react';
import { englishDesk } from '@/test/english-desk';
import { act, cleanup, fireEvent, render as renderBare, screen } from '@/test/render';
import { chunkOnScreen } from './chunk-on-screen';

const english = createI18n('en', englishDesk);
const render = (ui: ReactNode) =>
  renderBare(ui, { wrapper: ({ children }) => <I18nProvider i18n={english}>{children}</I18nProvider> });

beforeEach(() => {
  // React reports each error a boundary caught on the console; here they are the point.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Form({ name }: { name: string }) {
  return <p>form for {name}</p>;
}

/** A load that fails while `link.up` is false, like an import when the connection dropped. */
function flakyLoad() {
  const link = { up: false, calls: 0 };
  const load = async () => {
    link.calls += 1;
    if (!link.up) throw new TypeError('Failed to fetch dynamically imported module');
    return Form;
  };
  return { link, load };
}

/**
 * The link comes back, and the browser says so: after the missing part's effects have run, as in a
 * browser, where the event comes long after the part was drawn (a loaded machine may run a test's next
 * line before React's passive effects).
 */
async function linkBack(link: { up: boolean }) {
  await act(async () => {});
  link.up = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('chunkOnScreen', () => {
  it('shows the component once its chunk arrives', async () => {
    const form = chunkOnScreen(async () => Form);
    render(<form.Component name="EC-ABC" />);
    expect(await screen.findByText('form for EC-ABC')).toBeTruthy();
  });

  it('says the part did not arrive, then shows it when TRY AGAIN finds the link back', async () => {
    const { link, load } = flakyLoad();
    const form = chunkOnScreen(load);
    render(<form.Component name="EC-ABC" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/did not arrive before the connection dropped/);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    link.up = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('form for EC-ABC')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads again by itself when the browser says the link is back', async () => {
    const { link, load } = flakyLoad();
    const form = chunkOnScreen(load);
    render(<form.Component name="D-EFGH" />);
    await screen.findByRole('alert');
    await linkBack(link);
    // A loaded machine may take more than findBy's second to draw it.
    expect(await screen.findByText('form for D-EFGH', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('loads again by itself every few seconds when the link is back but the browser did not say', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { link, load } = flakyLoad();
    const form = chunkOnScreen(load);
    render(<form.Component name="G-ABCD" />);
    await screen.findByRole('alert');
    link.up = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByText('form for G-ABCD')).toBeTruthy();
  });

  it('shows nothing in place of a part with no place of its own, and still loads it when the link is back', async () => {
    const { link, load } = flakyLoad();
    const form = chunkOnScreen(load, { loading: null, silentWhenMissing: true });
    const { container } = render(<form.Component name="CS-AAA" />);
    await act(async () => {});
    expect(link.calls).toBeGreaterThan(0);
    expect(container.innerHTML).toBe('');
    await linkBack(link);
    expect(await screen.findByText('form for CS-AAA', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('asks for a chunk that failed on draw again when the link comes back, so it is at hand offline', async () => {
    const { link, load } = flakyLoad();
    const form = chunkOnScreen(load);
    function Screen({ open }: { open: boolean }) {
      form.useAskOnScreen();
      return open ? <form.Component name="EC-XYZ" /> : <p>screen</p>;
    }
    const { rerender } = render(<Screen open={false} />);
    await act(async () => {});
    const failedOnDraw = link.calls;
    expect(failedOnDraw).toBeGreaterThan(0);
    await linkBack(link);
    expect(link.calls).toBe(failedOnDraw + 1);
    link.up = false;
    rerender(<Screen open />);
    expect(await screen.findByText('form for EC-XYZ')).toBeTruthy();
  });

  it('leaves an error of the component itself to the screen, not to this message', async () => {
    function Broken(): never {
      throw new Error('a bug in the form');
    }
    const form = chunkOnScreen(async () => Broken);
    expect(() => render(<form.Component />)).not.toThrow();
    await expect(async () => {
      await act(async () => {});
    }).rejects.toThrow('a bug in the form');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
