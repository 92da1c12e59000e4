// The last cell of a movements row: the row's state and its actions, 8 px apart, with the sync
// mark after them; at the card's right edge below ~1100 px. A refused change replaces them with
// what was refused and Retry/Discard, so the row never shows the state the server did not take.
import type { ReactNode } from 'react';
import type { OutboxEntry } from '@/data/react/records';
import { RefusedState } from './RefusedState';
import { type RowSync, SyncMark } from './SyncMark';

export interface StatusCellProps {
  sync: RowSync;
  /** The row's refused or conflicting change, if any. */
  refused?: OutboxEntry | undefined;
  /** The landing, for the screen reader text of Retry and Discard. */
  about: string;
  children: ReactNode;
}

export function StatusCell({ sync, refused, about, children }: StatusCellProps) {
  return (
    <td className="cell cell--status status-cell">
      <span className="status-cell__inner">
        {refused ? (
          <RefusedState entry={refused} about={about} />
        ) : (
          <>
            {children}
            <SyncMark state={sync} />
          </>
        )}
      </span>
    </td>
  );
}
