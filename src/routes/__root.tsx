// The root route: the providers every page needs (its language first), the toast container (loaded
// after the first render, ui/use-toasts-later.ts) and the service worker's update prompt around the
// current page.
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import type { AppServices } from '@/data/app-services';
import { AppServicesProvider } from '@/data/react/app-services-context';
import { UpdatePrompt } from '@/features/shell/UpdatePrompt';
import { I18nProvider } from '@/i18n/react';
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { loadToasts } from '@/ui/toast';
import { useToastsLater } from '@/ui/use-toasts-later';

// A container that did not arrive before the link dropped loads again when it is back; its toasts
// wait in react-toastify's queue meanwhile (docs/decisions/0047).
const toasts = chunkOnScreen(() => loadToasts().then((module) => module.default), {
  loading: null,
  silentWhenMissing: true,
});

export const Route = createRootRouteWithContext<AppServices>()({
  component: Root,
});

function Root() {
  // The router's own context object (route contexts are per-match copies): one stable identity
  // for the providers below.
  const services = useRouter().options.context;
  const toastsWanted = useToastsLater();
  return (
    <I18nProvider i18n={services.i18n}>
      <QueryClientProvider client={services.queryClient}>
        <AppServicesProvider services={services}>
          <Outlet />
          {toastsWanted ? <toasts.Component /> : null}
          <UpdatePrompt />
        </AppServicesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
