// Settings › Payments' state on the server: the club's Stripe account read with a query (read again
// whenever asked, e.g. on the way back from Stripe) and the CONNECT and disconnect calls. Nothing is
// queued: these calls need the server now (docs/decisions/0029).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disconnectPaymentAccount,
  getPaymentAccount,
  type PaymentAccount,
  startPaymentOnboarding,
} from '@/data/api/payments';
import { useAppServices, useOnline, useSession } from '@/data/react/app-services-context';
import { SETTINGS_SAVE_KEY } from './use-settings-write';

export type { PaymentAccount } from '@/data/api/payments';

export interface PaymentAccountState {
  account: PaymentAccount | undefined;
  /** The failed read, when the last one failed. */
  readError: unknown;
  loading: boolean;
  reread(): void;
  /** The onboarding address for CONNECT or COMPLETE. */
  onboarding(): Promise<string>;
  disconnect(): Promise<void>;
  busy: boolean;
}

const key = (clubId: number | null) => ['payment-account', clubId] as const;

/** `enabled`: only where the server offers payments and the desk is online. */
export function usePaymentAccount(enabled: boolean): PaymentAccountState {
  const { api } = useAppServices();
  const { clubId } = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(clubId),
    queryFn: () => getPaymentAccount(api, clubId ?? 0),
    enabled: enabled && online && clubId !== null,
    retry: false,
    staleTime: 0,
  });
  const connect = useMutation({
    mutationKey: [...SETTINGS_SAVE_KEY, 'payments-connect'],
    mutationFn: () => startPaymentOnboarding(api, clubId ?? 0),
  });
  const disconnect = useMutation({
    mutationKey: [...SETTINGS_SAVE_KEY, 'payments-disconnect'],
    mutationFn: () => disconnectPaymentAccount(api, clubId ?? 0),
    onSuccess: (account) => queryClient.setQueryData(key(clubId), account),
  });
  return {
    account: query.data,
    readError: query.error,
    loading: query.isFetching,
    reread: () => void query.refetch(),
    onboarding: () => connect.mutateAsync(),
    disconnect: async () => {
      await disconnect.mutateAsync();
    },
    busy: connect.isPending || disconnect.isPending,
  };
}
