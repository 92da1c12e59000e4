// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@/test/render';
import { useOneAtATime } from './use-one-at-a-time';

afterEach(cleanup);

function Press({ task }: { task: () => Promise<unknown> }) {
  const { busy, run } = useOneAtATime();
  return (
    <button type="button" aria-disabled={busy} onClick={() => void run(task)}>
      Accept
    </button>
  );
}

it('runs one task at a time: a double press records once, and the button keeps the focus while busy', async () => {
  let runs = 0;
  let finish = () => {};
  const task = () => {
    runs += 1;
    return new Promise<void>((done) => {
      finish = done;
    });
  };
  render(<Press task={task} />);
  const button = screen.getByRole('button', { name: 'Accept' });
  button.focus();
  await userEvent.keyboard('{Enter}{Enter}');
  await userEvent.click(button);
  expect(runs).toBe(1);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(button);
  finish();
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
  await userEvent.click(button);
  expect(runs).toBe(2);
});
