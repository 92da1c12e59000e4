// The frame of the logged-in pages: the sync engine running underneath, the header, the page,
// the toasts for changes the server refuses wherever the operator is, and the tab's title.
import type { ReactNode } from 'react';
import { SyncEngineProvider } from '@/data/react/sync-engine-context';
import { Header } from './Header';
import { RefusalToasts } from './RefusalToasts';
import { TabTitle } from './TabTitle';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SyncEngineProvider>
      <TabTitle />
      <RefusalToasts />
      <Header />
      <main className="app-main">{children}</main>
    </SyncEngineProvider>
  );
}
