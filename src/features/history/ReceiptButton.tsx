// "Receipt (PDF)" in a Paid landing's details (docs/decisions/0031): the server draws the receipt in
// the desk's language, fetched with the session's token and saved as a file. Not offered on a
// plain Strapi, nor while the Paid is still on its way to the server (it would not be paid there yet),
// nor for a landing that never flew.
import { useState } from 'react';
import { useReceipt } from '@/data/landings/use-receipt';
import { isNotFlown } from '@/domain/books/not-flown';
import type { Landing } from '@/domain/wire/entities';
import { useLocale, useT } from '@/i18n/react';
import { useOneAtATime } from '@/ui/use-one-at-a-time';
import { downloadFile } from './download';

export interface ReceiptButtonProps {
  landing: Pick<Landing, 'id' | 'ppr' | 'paymentStatus' | 'status'>;
  waiting: boolean;
}

export function ReceiptButton({ landing, waiting }: ReceiptButtonProps) {
  const t = useT();
  const locale = useLocale();
  const receipt = useReceipt();
  const { busy, run } = useOneAtATime();
  const [failed, setFailed] = useState(false);
  // A landing that never flew is never billed: the server draws no receipt for it.
  if (!receipt.offered || landing.paymentStatus !== 'Paid' || isNotFlown(landing) || waiting) return null;
  const save = () =>
    run(async () => {
      setFailed(false);
      try {
        const file = await receipt.fetch(landing.id, locale);
        downloadFile(
          file.fileName ?? `receipt-${landing.ppr ?? landing.id}.pdf`,
          file.blob,
          'application/pdf',
        );
      } catch {
        setFailed(true);
      }
    });
  return (
    <p className="receipt-button">
      <button type="button" className="button" aria-disabled={busy} onClick={() => void save()}>
        {t('receipt.link')}
      </button>
      {failed ? (
        <span role="alert" className="receipt-button__failed">
          {t('receipt.failed')}
        </span>
      ) : null}
    </p>
  );
}
