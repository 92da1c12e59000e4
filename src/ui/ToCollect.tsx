// Beside a fee: what is left to collect at the desk after an online payment, when the fee grew
// since (docs/decisions/0029); nothing otherwise.
import { formatPrice } from '@/domain/fees/money';
import { type PaidLanding, toCollectCents } from '@/domain/fees/paid-by';
import { useIntlTag, useT } from '@/i18n/react';
import './to-collect.css';

export function ToCollect({ landing }: { landing: PaidLanding }) {
  const t = useT();
  const tag = useIntlTag();
  const cents = toCollectCents(landing);
  if (cents <= 0) return null;
  return (
    <span className="fee__to-collect">
      {t('movements.payment.toCollect', { amount: formatPrice(cents / 100, tag) })}
    </span>
  );
}
