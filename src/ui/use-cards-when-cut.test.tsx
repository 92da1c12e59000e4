// @vitest-environment jsdom
// jsdom lays nothing out: each element's widths here are the ones its data attributes give it.
import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@/test/render';
import { useCardsWhenCut } from './use-cards-when-cut';

const widths = ['offsetWidth', 'clientWidth'] as const;

/** The observers alive now: jsdom has no ResizeObserver, so the test says when a box resized. */
const observers = new Set<() => void>();
const resized = () =>
  act(() => {
    for (const notify of observers) notify();
  });

beforeAll(() => {
  for (const name of widths)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return Number(this.dataset[name === 'offsetWidth' ? 'outer' : 'inner'] ?? 0);
      },
    });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly notify: () => void;
      constructor(callback: () => void) {
        this.notify = () => callback();
      }
      observe() {
        observers.add(this.notify);
      }
      disconnect() {
        observers.delete(this.notify);
      }
    },
  );
});

afterEach(cleanup);

afterAll(() => {
  for (const name of widths) Reflect.deleteProperty(HTMLElement.prototype, name);
  vi.unstubAllGlobals();
});

/** A box `box` px wide (2 px of it border) holding a table `table` px wide, showing `content`. */
function Box({ box, table, content }: { box: number; table: number; content: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const cards = useCardsWhenCut(ref, 740, content);
  return (
    <div ref={ref} data-outer={box} data-inner={box - 2} data-testid="box" data-cards={cards}>
      <table data-outer={table}>
        <tbody>
          <tr>
            <td>row</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

const shownAsCards = () => screen.getByTestId('box').dataset.cards;

describe('useCardsWhenCut', () => {
  it('keeps a table that fits its box', () => {
    render(<Box box={750} table={748} content="a" />);
    expect(shownAsCards()).toBe('false');
  });

  it('shows cards below the width the table was laid out for, even where it would fit', () => {
    render(<Box box={700} table={600} content="a" />);
    expect(shownAsCards()).toBe('true');
  });

  it('shows cards where the table would be cut off, and a table again once the box is wide enough', () => {
    const content = { rows: 1 };
    const { rerender } = render(<Box box={752} table={765} content={content} />);
    expect(shownAsCards()).toBe('true');
    // The screen turns: a box 1 px short of what the table needs (765 + 2 px of border), then wide enough.
    rerender(<Box box={766} table={765} content={content} />);
    resized();
    expect(shownAsCards()).toBe('true');
    rerender(<Box box={767} table={765} content={content} />);
    resized();
    expect(shownAsCards()).toBe('false');
  });

  it('measures again when what the table shows changes', () => {
    const { rerender } = render(<Box box={752} table={765} content="long fee" />);
    expect(shownAsCards()).toBe('true');
    rerender(<Box box={752} table={740} content="short fees" />);
    expect(shownAsCards()).toBe('false');
  });
});
