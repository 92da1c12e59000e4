// A clock the test moves by hand, to step past backoff delays without waiting.
import type { Clock } from '@/domain/time/clock';

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    advance: (by) => {
      ms += by;
    },
  };
}
