// A link drawn as a QR code by our server (docs/decisions/0070), asked once per link while online
// and kept for the session: the request page's code shows again offline once it has been drawn.
import { useQuery } from '@tanstack/react-query';
import { drawQrCode, type QrCode } from '@/data/api/qr-codes';
import { useAppServices, useOnline } from './app-services-context';

export interface QrCodeState {
  code: QrCode | undefined;
  failed: boolean;
  /** Not drawn yet, and the desk is offline: it needs the server once. */
  offline: boolean;
}

export function useQrCode(text: string): QrCodeState {
  const { api } = useAppServices();
  const online = useOnline();
  const query = useQuery({
    queryKey: ['qr-code', text],
    queryFn: () => drawQrCode(api, text),
    enabled: online,
    retry: false,
    // A link's code never changes.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return { code: query.data, failed: query.isError, offline: !online && query.data === undefined };
}
