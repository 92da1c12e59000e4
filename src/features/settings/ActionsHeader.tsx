// The last column's header of a settings table: its buttons need no visible title, a screen
// reader still hears what the column holds.
import { useT } from '@/i18n/react';

export function ActionsHeader() {
  const t = useT();
  return (
    <th scope="col">
      <span className="visually-hidden">{t('movements.columns.actions')}</span>
    </th>
  );
}
