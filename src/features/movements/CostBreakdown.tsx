// EST. COST in the Create Landing form (issue 15): the total a radio call's landing is estimated
// at, and the lines it is made of (the weight band, services, parking after the free hours).

import type { ParkingRates, WeightBand } from '@/domain/fees';
import { costBreakdown } from '@/domain/manual-landing';
import { formatPrice } from '@/domain/money';
import type { Aircraft } from '@/domain/types';

export interface CostBreakdownProps {
  total: number | null;
  bands: readonly WeightBand[];
  aircraft: Aircraft | null;
  purpose: string;
  rates: ParkingRates | null;
}

export function CostBreakdown({ total, bands, aircraft, purpose, rates }: CostBreakdownProps) {
  return (
    <div className="create-landing__cost">
      <p>
        <span id="create-landing-cost-label">EST. COST</span>{' '}
        <output aria-labelledby="create-landing-cost-label">{formatPrice(total)}</output>
      </p>
      <dl className="create-landing__breakdown">
        {costBreakdown(bands, aircraft, purpose, rates).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
