// The free arrival times of the day the pilot chose (docs/product/slot-limits.md), read from the
// airfield once the date is a day the page takes, and again after the airfield refused a time.
import { useEffect, useState } from 'react';
import type { PublicSlots } from '@/domain/wire/pilot-request-wire';
import { callApi } from './api';

export type FreeTimesState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'listed'; free: string[] }
  | { kind: 'unavailable' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `limited`: the airfield sets slot limits; `range`: the first and last day the page takes;
 * `refusal`: the airfield's last refusal of the ETA in words, so a refused time brings the list up
 * to date (someone else took the place).
 */
export function useFreeTimes(
  slug: string,
  date: string,
  limited: boolean,
  range: { first: string; last: string },
  refusal: string | null,
): FreeTimesState {
  const [state, setState] = useState<FreeTimesState>({ kind: 'none' });
  const takes = limited && DAY.test(date) && date >= range.first && date <= range.last;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal asks again for the same day.
  useEffect(() => {
    if (!takes) {
      setState({ kind: 'none' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    callApi<PublicSlots>(`airfields/${encodeURIComponent(slug)}/slots?date=${date}`).then(
      (slots) => current && setState({ kind: 'listed', free: slots.free }),
      () => current && setState({ kind: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [slug, date, takes, refusal]);
  return state;
}
