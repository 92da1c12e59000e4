// How a schedule row names its weekday, day_index 0 being Monday: our key ('mon'), or the English
// name a club's own Strapi may hold instead ('Monday': the Strapi sample's rows). Kept apart from
// schedule.ts so that the schedules' wire schema carries no more than these words.

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Whether a stored day, by its key or its English name, is the day at `index`. */
export const isWeekdayAt = (index: number, day: string): boolean =>
  WEEKDAY_KEYS[index] === day || WEEKDAY_NAMES[index] === day;

/** Whether a stored day names any weekday. */
export const isWeekdayName = (day: string): boolean =>
  WEEKDAY_KEYS.some((_, index) => isWeekdayAt(index, day));
