// A history row's expanded details, as a description list.

import { useOriginNameOf } from '@/data/aerodromes/origin-names';
import { useShownClock } from '@/data/landings/use-club-landings';
import { detailWords, historyDetails } from '@/domain/books/history-details';
import type { Landing } from '@/domain/wire/entities';
import { useIntlTag, useT } from '@/i18n/react';

export function HistoryDetails({ landing }: { landing: Landing }) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  return (
    <dl className="details-list">
      {historyDetails(landing, tag, clock, useOriginNameOf()).map(({ label, value }) => (
        <div key={label} className="details-list__item">
          <dt>{t(label)}</dt>
          <dd>{detailWords(t, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
