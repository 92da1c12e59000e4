// @vitest-environment jsdom
// A list of rows, each with its own buttons, whose rows leave it as a desk's decided requests do.
import { userEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@/test/render';
import { focusItem, useFocusKeptInList } from './use-focus-kept-in-list';

interface Row {
  id: number;
  decided: boolean;
}

function List({ initial }: { initial: number[] }) {
  const [rows, setRows] = useState<Row[]>(initial.map((id) => ({ id, decided: false })));
  const heading = useRef<HTMLHeadingElement>(null);
  const keepFocus = useFocusKeptInList(() => heading.current);
  const remove = (id: number) => setRows((all) => all.filter((row) => row.id !== id));
  const decide = (id: number) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, decided: true } : row)));
  return (
    <>
      <button type="button">Elsewhere</button>
      <section ref={keepFocus}>
        <h3 ref={heading} tabIndex={-1}>
          Rows
        </h3>
        {rows.length === 0 ? (
          <p>None</p>
        ) : (
          <table>
            {rows.map((row) => (
              <tbody key={row.id} {...focusItem(row.id)}>
                <tr>
                  <td>
                    <button type="button">Open {row.id}</button>
                    {row.decided ? (
                      <span>Decided</span>
                    ) : (
                      <button type="button" onClick={() => decide(row.id)}>
                        Decide {row.id}
                      </button>
                    )}
                    <button type="button" onClick={() => remove(row.id)}>
                      Remove {row.id}
                    </button>
                  </td>
                </tr>
              </tbody>
            ))}
          </table>
        )}
      </section>
    </>
  );
}

/** A list shown only once asked for, in a region named by a heading, with no fallback of its own. */
function LaterList() {
  const [shown, setShown] = useState(false);
  const [rows, setRows] = useState([1, 2]);
  const keepFocus = useFocusKeptInList();
  return (
    <section aria-labelledby="later-title">
      <h2 id="later-title" tabIndex={-1}>
        Later
      </h2>
      <button type="button" onClick={() => setShown(true)}>
        Show
      </button>
      {shown && rows.length > 0 ? (
        <ul ref={keepFocus}>
          {rows.map((id) => (
            <li key={id} {...focusItem(id)}>
              <button type="button" onClick={() => setRows((all) => all.filter((row) => row !== id))}>
                Remove {id}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

afterEach(cleanup);

describe('useFocusKeptInList', () => {
  it('gives the focus of a row that left to the row that took its place', async () => {
    render(<List initial={[1, 2, 3]} />);
    button('Remove 2').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(button('Open 3')));
  });

  it('to the row before it when it was the last, and to the heading when none is left', async () => {
    render(<List initial={[1, 2]} />);
    button('Remove 2').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(button('Open 1')));
    button('Remove 1').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rows' })));
  });

  it("to the row's first control when the focused control gave way to a label in it", async () => {
    render(<List initial={[1, 2]} />);
    button('Decide 2').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(button('Open 2')));
  });

  it('never takes the focus from where the user moved it, nor from the page after a click beside', async () => {
    render(<List initial={[1, 2, 3]} />);
    button('Open 2').focus();
    button('Elsewhere').focus();
    await act(() => new Promise((done) => setTimeout(done, 10)));
    button('Remove 2').click();
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(document.activeElement).toBe(button('Elsewhere'));

    button('Open 3').focus();
    (document.activeElement as HTMLElement).blur();
    await act(() => new Promise((done) => setTimeout(done, 10)));
    button('Remove 3').click();
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the focus in a list shown after the first render, else on the heading naming its region', async () => {
    render(<LaterList />);
    await userEvent.click(button('Show'));
    button('Remove 1').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(button('Remove 2')));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Later' })));
  });
});
