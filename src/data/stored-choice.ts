// Reads one device choice from localStorage with nothing else loaded: device-choice.ts reads with it,
// and so does the first-paint script, which runs before the app (src/first-paint-entry.ts).

/** The choice stored under `key`; `fallback` for nothing stored, a value not in `choices`, or no storage. */
export function storedChoice<T extends string>(
  storage: Storage | undefined,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  try {
    const value = (storage ?? globalThis.localStorage)?.getItem(key);
    return choices.find((choice) => choice === value) ?? fallback;
  } catch {
    return fallback;
  }
}
