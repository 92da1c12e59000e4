// Beside a fee paid online, what is not settled (docs/decisions/0029, docs/product.md#payments): the
// rest to collect at the desk when the fee grew since, or what is to refund; nothing otherwise.
import { formatPrice } from '@/domain/fees/money';
import { type PaidLanding, toCollectCents, toRefundCents } from '@/domain/fees/paid-by';
import { useIntlTag, useT } from '@/i18n/react';
import './fee-balance.css';

export function FeeBalance({ landing }: { landing: PaidLanding }) {
  const t = useT();
  const tag = useIntlTag();
  const collect = toCollectCents(landing);
  const refund = toRefundCents(landing);
  if (collect > 0)
    return (
      <span className="fee__balance fee__balance--collect">
        {t('movements.payment.toCollect', { amount: formatPrice(collect / 100, tag) })}
      </span>
    );
  if (refund > 0)
    return (
      <span className="fee__balance">
        {t('movements.payment.toRefund', { amount: formatPrice(refund / 100, tag) })}
      </span>
    );
  return null;
}
