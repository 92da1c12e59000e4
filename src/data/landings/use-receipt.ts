// The desk's receipt download (docs/decisions/0031): whether this server draws receipts, and the
// PDF of a Paid landing fetched with the session's token. Nothing is queued: a receipt needs the
// server now, and a landing only just marked Paid has one once that change has reached it.
import { useCallback } from 'react';
import { getLandingReceipt } from '@/data/api/receipts';
import { useAppServices, useServerView } from '@/data/react/app-services-context';
import type { Locale } from '@/i18n/locale';

export type { DownloadedFile } from '@/data/api/client';

export interface ReceiptDownload {
  /** Our server answered and draws receipts; never on a plain Strapi. */
  offered: boolean;
  fetch(landingId: number, locale: Locale): ReturnType<typeof getLandingReceipt>;
}

export function useReceipt(): ReceiptDownload {
  const { api } = useAppServices();
  const { known } = useServerView();
  const fetch = useCallback(
    (landingId: number, locale: Locale) => getLandingReceipt(api, landingId, locale),
    [api],
  );
  return { offered: known?.adapter.offers('receipts') ?? false, fetch };
}
