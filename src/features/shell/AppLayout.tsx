// The frame of the logged-in pages: the sync engine running underneath, the header, the page,
// the toasts for changes the server refuses wherever the operator is, the notice of a pilot's
// cancellation, the tab's title, the undo bar after a desk change, and the browser's warning before
// leaving with changes unsent.
import type { ReactNode } from 'react';
import { SyncEngineProvider } from '@/data/react/sync-engine-context';
import { Header } from './Header';
import { LeaveWarning } from './LeaveWarning';
import { PilotCancellationNotices } from './PilotCancellationNotices';
import { RefusalToasts } from './RefusalToasts';
import { TabTitle } from './TabTitle';
import { UndoBar } from './UndoBar';
import './app-frame.css';
import './shell.css';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SyncEngineProvider>
      <TabTitle />
      <LeaveWarning />
      <RefusalToasts />
      <PilotCancellationNotices />
      <Header />
      <main className="app-main">{children}</main>
      <UndoBar />
    </SyncEngineProvider>
  );
}
