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
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusKeptInList(section, heading);
  const remove = (id: number) => setRows((all) => all.filter((row) => row.id !== id));
  const decide = (id: number) =>
    setRows((all) => all.map((row) => (row.id === id ? { ...row, decided: true } : row)));
  return (
    <>
      <button type="button">Elsewhere</button>
      <section ref={section}>
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
});
