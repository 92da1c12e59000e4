// @vitest-environment jsdom
// A bar that closes by itself, as the desk's undo bar does, while the row it is about moves lists.
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@/test/render';
import { useFocusHandedOn } from './use-focus-handed-on';
import { focusItem, itemControl } from './use-focus-kept-in-list';

function Bar({ about, onClose }: { about: number; onClose: () => void }) {
  const bar = useFocusHandedOn(() => [
    itemControl(document.querySelector('main'), about),
    document.querySelector<HTMLElement>('h2[tabindex="-1"]'),
  ]);
  return (
    <section ref={bar}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}

/**
 * Row 1 in list A with a bar about it; closing the bar moves the row to list B (or away), in the same
 * commit or, with `rowLater`, in a commit of its own that ms later.
 */
function Page({ rowGoes, rowLater }: { rowGoes: 'to B' | 'away'; rowLater?: number }) {
  const [barClosed, setBarClosed] = useState(false);
  const [moved, setMoved] = useState(false);
  const item = (
    <li {...focusItem(1)}>
      <button type="button">Row 1</button>
    </li>
  );
  return (
    <>
      <main>
        <h2 tabIndex={-1}>Page</h2>
        <button type="button">Elsewhere</button>
        <ul aria-label="A">{moved ? null : item}</ul>
        <ul aria-label="B">{moved && rowGoes === 'to B' ? item : null}</ul>
      </main>
      {barClosed ? null : (
        <Bar
          about={1}
          onClose={() => {
            setBarClosed(true);
            if (rowLater === undefined) setMoved(true);
            else setTimeout(() => setMoved(true), rowLater);
          }}
        />
      )}
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

afterEach(cleanup);

describe('useFocusHandedOn', () => {
  it('hands the focus to the row the bar was about, in the list the row moved to', async () => {
    render(<Page rowGoes="to B" />);
    button('Close').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(button('Row 1')));
    expect(screen.getByRole('list', { name: 'B' }).contains(button('Row 1'))).toBe(true);
  });

  it('follows the row when it moves to its new list in a commit after the bar went', async () => {
    render(<Page rowGoes="to B" rowLater={120} />);
    button('Close').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('list', { name: 'B' }).contains(button('Row 1'))).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(button('Row 1')));
  });

  it("to the page's heading when the row is not on the page", async () => {
    render(<Page rowGoes="away" />);
    button('Close').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page' })));
  });

  it('takes nothing when the focus was not in the bar', async () => {
    render(<Page rowGoes="to B" />);
    button('Elsewhere').focus();
    act(() => button('Close').click());
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(document.activeElement).toBe(button('Elsewhere'));
  });
});
