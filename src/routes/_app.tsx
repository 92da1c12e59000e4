import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '@/features/auth/guard';
import { AppLayout } from '@/features/shell/AppLayout';

// The logged-in pages: guarded, and framed by the header with the sync status.
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, preload }) => requireSession(context.session, { preload, i18n: context.i18n }),
  component: LoggedIn,
});

function LoggedIn() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
