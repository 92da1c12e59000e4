// The airfield as the request page introduces it: names, runway, opening hours (the club's wall
// clock) and the services with their prices.
import { formatPrice } from '@/domain/money';
import type { PublicAirfield } from '@/domain/pilot-request-wire';
import { DEFAULT_LOCALE, type DisplayLocale, formatTime } from '@/domain/time/format';
import { h } from './dom';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function item(term: string, value: string | number | null) {
  return value === null || value === '' ? null : h('div', {}, h('dt', {}, term), h('dd', {}, String(value)));
}

export function airfieldInfo(airfield: PublicAirfield, locale: DisplayLocale = DEFAULT_LOCALE): HTMLElement {
  const { runway } = airfield;
  const hours = DAYS.map((day, index) => {
    const row = airfield.hours.find((hour) => hour.day_index === index);
    const open = row ? `${formatTime(row.open, locale)}–${formatTime(row.close, locale)}` : 'closed';
    return h('li', {}, `${day}: ${open}`);
  });
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'airfield-heading' },
    h('h2', { id: 'airfield-heading' }, 'The airfield'),
    h(
      'dl',
      { class: 'facts' },
      item('Runway', runway.type),
      item('Direction', runway.direction),
      item('Length', runway.length),
      item('Elevation', runway.elevation),
      item('Weight limit', runway.weightLimit === null ? null : `${runway.weightLimit} kg`),
    ),
    h('h3', {}, 'Opening hours (Lisbon time)'),
    airfield.hours.length ? h('ul', { class: 'plain' }, ...hours) : h('p', {}, 'No opening hours given.'),
    h('h3', {}, 'Services'),
    airfield.services.length
      ? h(
          'ul',
          { class: 'plain' },
          ...airfield.services.map((s) => h('li', {}, `${s.name}: ${formatPrice(s.price)}`)),
        )
      : h('p', {}, 'No extra services.'),
  );
}
