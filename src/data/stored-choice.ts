// Reads one device choice from localStorage with nothing else loaded: device-choice.ts reads with it,
// and so does the first-paint script, which runs before the app (src/first-paint-entry.ts).

/** `value` if it is one of `choices`, else `fallback`. */
export const choiceOf = <T extends string>(
  value: string | null | undefined,
  choices: readonly T[],
  fallback: T,
): T => choices.find((choice) => choice === value) ?? fallback;

/** The choice stored under `key`; `fallback` for nothing stored, a value not in `choices`, or no storage. */
export function storedChoice<T extends string>(
  storage: Storage | undefined,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  try {
    return choiceOf((storage ?? globalThis.localStorage)?.getItem(key), choices, fallback);
  } catch {
    return fallback;
  }
}
