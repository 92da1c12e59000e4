// The last cell of a movements row: the row's state and its actions, 8 px apart, with the sync
// mark after them; at the card's right edge below ~1100 px.
import type { ReactNode } from 'react';
import { type RowSync, SyncMark } from './SyncMark';

export function StatusCell({ sync, children }: { sync: RowSync; children: ReactNode }) {
  return (
    <td className="cell cell--status status-cell">
      <span className="status-cell__inner">
        {children}
        <SyncMark state={sync} />
      </span>
    </td>
  );
}
