// A history row's expanded details (SPEC §2), as a description list.

import { historyDetails } from '@/domain/history-details';
import type { Landing } from '@/domain/types';

export function HistoryDetails({ landing }: { landing: Landing }) {
  return (
    <dl className="details-list">
      {historyDetails(landing).map(({ label, value }) => (
        <div key={label} className="details-list__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
