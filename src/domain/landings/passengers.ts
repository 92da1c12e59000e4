// passengers_on_board arrives as a string holding a JSON array of names, pilot first (docs/product.md#data).
// Old rows and hand-entered data hold anything, so parsing never throws: a value we cannot read
// is logged as 'No passengers.' and counts as nobody on board (docs/product.md#errors-in-words).

const NO_PASSENGERS = 'No passengers.';

/** The names on board, pilot first; [] (and a 'No passengers.' log) when the value is unreadable. */
export function parsePassengers(raw: string | null | undefined): string[] {
  if (raw === null || raw === undefined || raw.trim() === '') {
    console.log(NO_PASSENGERS);
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.log(NO_PASSENGERS);
    return [];
  }
  if (!Array.isArray(value)) {
    console.log(NO_PASSENGERS);
    return [];
  }
  // Non-string entries (numbers, objects) are still people: keep them countable as text.
  return value.map((entry: unknown) => (typeof entry === 'string' ? entry : (JSON.stringify(entry) ?? '')));
}

/** How many people are on board, the pilot included (the POB column). */
export function peopleOnBoard(raw: string | null | undefined): number {
  return parsePassengers(raw).length;
}

/** Passengers besides the pilot: the count next to the people icon (the pilot icon shows 1). */
export function passengersBesidesPilot(raw: string | null | undefined): number {
  return Math.max(0, peopleOnBoard(raw) - 1);
}
