// EST. COST in the Create Landing form: the total a radio call's landing is estimated at, and the
// lines it is made of (the weight band, services, parking after the free hours), in the reader's
// language and money format.

import { costBreakdown } from '@/domain/fees/estimated-cost';
import type { ParkingRates, WeightBand } from '@/domain/fees/fee-rules';
import { formatPrice } from '@/domain/fees/money';
import type { Aircraft } from '@/domain/wire/entities';
import { say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import './fee-details.css';

export interface CostBreakdownProps {
  total: number | null;
  bands: readonly WeightBand[];
  aircraft: Pick<Aircraft, 'mtow' | 'category'> | null;
  purpose: string;
  rates: ParkingRates | null;
}

export function CostBreakdown({ total, bands, aircraft, purpose, rates }: CostBreakdownProps) {
  const t = useT();
  const tag = useIntlTag();
  return (
    <div className="create-landing__cost">
      <p>
        <span id="create-landing-cost-label">{t('movements.createLanding.cost.title')}</span>{' '}
        <output aria-labelledby="create-landing-cost-label">
          {total === null ? t('movements.createLanding.cost.toBePriced') : formatPrice(total, tag)}
        </output>
      </p>
      <dl className="fee-lines">
        {costBreakdown(bands, aircraft, purpose, rates, tag).map((line) => (
          <div key={line.label.id}>
            <dt>{say(t, line.label)}</dt>
            <dd>{typeof line.value === 'string' ? line.value : say(t, line.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
