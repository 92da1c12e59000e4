// The product's load failure message when a history refresh fails while the server is reachable.
// A refresh that failed for want of a connection says nothing: the header already shows Offline.
import { useEffect } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';

/** `failedAt` changes once per failed refresh (0 while none failed). */
export function useLoadFailureToast(failedAt: number): void {
  const { connectivity } = useAppServices();
  const t = useT();
  useEffect(() => {
    if (failedAt === 0 || !connectivity.isOnline()) return;
    toast.error(t('errors.load'), { toastId: 'history-load-error' });
  }, [failedAt, connectivity, t]);
}
