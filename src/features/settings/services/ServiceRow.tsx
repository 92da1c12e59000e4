// One extra service: the toggle that offers it and its price in euros (cleared when turned off).

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
  return (
    <li className="service-row">
      <Toggle label={entry.name} checked={entry.active} onChange={onToggle} />
      <TextField
        label={`${entry.name} price (€)`}
        value={entry.price}
        onChange={onPrice}
        inputMode="decimal"
        disabled={!entry.active}
        error={invalid ? 'Enter an amount in euros from 0 to 1,000,000.' : undefined}
      />
    </li>
  );
}
