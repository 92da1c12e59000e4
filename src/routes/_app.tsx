import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '@/features/auth/guard';
import { chunkOnScreen } from '@/ui/chunk-on-screen';

// The logged-in pages: guarded, and framed by the header with the sync status, a chunk of its own
// that says so in its place when it did not arrive (docs/decisions/0049).
const layout = chunkOnScreen(() => import('@/features/shell/AppLayout').then((m) => m.AppLayout));

export const Route = createFileRoute('/_app')({
  codeSplitGroupings: [],
  beforeLoad: ({ context, preload }) => requireSession(context.session, { preload, i18n: context.i18n }),
  component: Object.assign(LoggedIn, { preload: layout.preload }),
});

function LoggedIn() {
  return (
    <layout.Component>
      <Outlet />
    </layout.Component>
  );
}
