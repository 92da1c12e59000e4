// The AMOUNT cell's fee: the rule's figure, "To be priced" while nobody could price the landing, or
// a fee set by hand marked so, with what the rule said beside it (docs/product/movement-log.md).

import { shownFee } from '@/domain/fees/landing-fee';
import { formatPrice } from '@/domain/fees/money';
import type { Landing } from '@/domain/wire/entities';
import { useIntlTag, useT } from '@/i18n/react';
import './fee-amount.css';

export interface FeeAmountProps {
  landing: Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason'>;
  /** The rule's figure now (a parked row's accrues); the stored price by default. */
  ruleEuros?: number | null;
}

export function FeeAmount({ landing, ruleEuros = landing.price }: FeeAmountProps) {
  const t = useT();
  const tag = useIntlTag();
  const fee = shownFee(landing, ruleEuros);
  if (fee.kind === 'toPrice')
    return <span className="fee fee--to-price">{t('movements.fee.toBePriced')}</span>;
  if (fee.kind === 'rule') return <span className="fee">{formatPrice(fee.cents / 100, tag)}</span>;
  const rule = fee.ruleCents === null ? t('movements.fee.toBePriced') : formatPrice(fee.ruleCents / 100, tag);
  return (
    <span className="fee fee--hand">
      <span>{formatPrice(fee.cents / 100, tag)}</span>{' '}
      <span className="fee__note">{t('movements.fee.byHand', { rule })}</span>
    </span>
  );
}
