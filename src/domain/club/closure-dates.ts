// Closure dates (docs/product/movement-log.md, "Closure dates"): days the airfield is closed, one day
// or a range from-to inclusive, each with a short note. Dates are calendar dates ('yyyy-MM-dd'),
// compared as the landing's own date is stored, so these rules need no time library. What the
// owner types and which closures are listed are in closure-form.ts: Movements loads only this.

/** A closure as the desk and the pilot's page read it. */
export interface Closure {
  id: number;
  /** First closed day, 'yyyy-MM-dd'. */
  from: string;
  /** Last closed day, inclusive; the same as `from` for a single day. */
  to: string;
  note: string;
}

export type ClosureDates = Pick<Closure, 'from' | 'to' | 'note'>;

/** The closure `date` falls on (the earliest one, when several overlap), or null. */
export function closureOn<T extends ClosureDates>(date: string, closures: readonly T[]): T | null {
  let found: T | null = null;
  for (const closure of closures) {
    if (closure.from <= date && date <= closure.to && (!found || closure.from < found.from)) found = closure;
  }
  return found;
}
