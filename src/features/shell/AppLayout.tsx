// The frame of the logged-in pages: the sync engine running underneath, the header, the page.
import type { ReactNode } from 'react';
import { SyncEngineProvider } from '@/data/react/sync-engine-context';
import { Header } from './Header';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SyncEngineProvider>
      <Header />
      <main className="app-main">{children}</main>
    </SyncEngineProvider>
  );
}

/** Until a screen's own issue lands: its heading and a line saying what will be here. */
export function PagePlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="page__placeholder">{children}</p>
    </section>
  );
}
