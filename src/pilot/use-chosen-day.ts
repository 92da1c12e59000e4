// What the airfield says of the day the pilot chose (docs/product/slot-limits.md): its sunset and,
// where it limits its slots, the free arrival times; read once the date is a day the page takes,
// and again after the airfield refused a time.
import { useEffect, useState } from 'react';
import type { PublicDay } from '@/domain/wire/pilot-request-wire';
import { callApi } from './api';

export type ChosenDayState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'read'; day: PublicDay }
  | { kind: 'unavailable' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `range`: the first and last day the page takes; `refusal`: the airfield's last refusal of the ETA
 * in words, so a refused time brings the free times up to date (someone else took the place).
 */
export function useChosenDay(
  slug: string,
  date: string,
  range: { first: string; last: string },
  refusal: string | null,
): ChosenDayState {
  const [state, setState] = useState<ChosenDayState>({ kind: 'none' });
  const takes = DAY.test(date) && date >= range.first && date <= range.last;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal asks again for the same day.
  useEffect(() => {
    if (!takes) {
      setState({ kind: 'none' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    callApi<PublicDay>(`airfields/${encodeURIComponent(slug)}/day?date=${date}`).then(
      (day) => current && setState({ kind: 'read', day }),
      () => current && setState({ kind: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [slug, date, takes, refusal]);
  return state;
}
