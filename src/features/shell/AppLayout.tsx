// The frame of the logged-in pages: the sync engine running underneath, the header, the page,
// the toasts for changes the server refuses wherever the operator is, the notice of a pilot's
// cancellation, the tab's title, and the undo bar after a desk change.
import type { ReactNode } from 'react';
import { SyncEngineProvider } from '@/data/react/sync-engine-context';
import { Header } from './Header';
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
      <RefusalToasts />
      <PilotCancellationNotices />
      <Header />
      <main className="app-main">{children}</main>
      <UndoBar />
    </SyncEngineProvider>
  );
}
