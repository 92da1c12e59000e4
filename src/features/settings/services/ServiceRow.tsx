// One extra service: the toggle that offers it and its price in euros (cleared when turned off).

import { serviceName } from '@/domain/club/catalogue-words';
import { AMOUNT_MAX } from '@/domain/club/club-limits';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { Toggle } from '@/ui/Toggle';
import type { ServiceEntryView } from './service-entries';

export interface ServiceRowProps {
  entry: ServiceEntryView;
  invalid: boolean;
  onToggle: (active: boolean) => void;
  onPrice: (price: string) => void;
}

export function ServiceRow({ entry, invalid, onToggle, onPrice }: ServiceRowProps) {
  const t = useT();
  const name = serviceName(entry.name, t);
  return (
    <li className="service-row">
      <Toggle label={name} checked={entry.active} onChange={onToggle} />
      <TextField
        label={t('settings.services.price', { service: name })}
        value={entry.price}
        onChange={onPrice}
        inputMode="decimal"
        disabled={!entry.active}
        error={invalid ? t('settings.services.priceProblem', { max: AMOUNT_MAX }) : undefined}
      />
    </li>
  );
}
