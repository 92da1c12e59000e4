// A search asked a moment after typing stops, the earlier answer dropped when the text changes: what
// was found, and for which text, so a screen can tell "nothing found" from "not asked yet".
import { useEffect, useState } from 'react';

export interface SearchAnswer<T> {
  found: readonly T[];
  /** The trimmed text `found` answers; null while nothing has answered the text shown. */
  answered: string | null;
}

export interface DebouncedSearchOptions {
  pauseMs: number;
  /** Shorter text is not asked about: nothing is found. */
  minCharacters: number;
}

const NOTHING = { found: [], answered: null };

/**
 * Asks `search` (null: there is nothing to ask) about `typed` once typing pauses. A failed search
 * finds nothing and answers nothing. `search` should keep its identity between renders.
 */
export function useDebouncedSearch<T>(
  typed: string,
  search: ((query: string, signal: AbortSignal) => Promise<readonly T[]>) | null,
  { pauseMs, minCharacters }: DebouncedSearchOptions,
): SearchAnswer<T> {
  const [answer, setAnswer] = useState<SearchAnswer<T>>(NOTHING);
  useEffect(() => {
    const query = typed.trim();
    if (!search || query.length < minCharacters) {
      setAnswer(NOTHING);
      return;
    }
    const stop = new AbortController();
    const timer = setTimeout(() => {
      search(query, stop.signal).then(
        (found) => !stop.signal.aborted && setAnswer({ found, answered: query }),
        () => !stop.signal.aborted && setAnswer(NOTHING),
      );
    }, pauseMs);
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [typed, search, pauseMs, minCharacters]);
  return answer;
}
