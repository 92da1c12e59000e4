// "Receipt (PDF)" on the status page of a Paid request (docs/decisions/0031): a plain link the
// server answers with the PDF, in the page's language, so it works before the script has loaded.
import { useLocale, useT } from '@/i18n/react';

export function ReceiptLink({ token }: { token: string }) {
  const t = useT();
  const lang = useLocale();
  return (
    <p className="receipt">
      <a
        className="button"
        href={`/api/public/requests/${encodeURIComponent(token)}/receipt?lang=${lang}`}
        download
      >
        {t('receipt.link')}
      </a>
    </p>
  );
}
