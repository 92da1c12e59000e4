// The one clock of the movements screen: a single one-second interval, started when the screen
// opens and stopped when it closes, that every timer and accruing fee reads. Owns that interval.
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Clock } from '@/domain/time/clock';
import { utcDate } from '@/domain/time/instants';
import { createValueStore } from '@/lib/value-store';

export const TICK_MS = 1_000;

export interface Ticker {
  subscribe(listener: () => void): () => void;
  /** The instant of the last tick (epoch ms). */
  nowMs(): number;
  /** Keep ticking while the screen is open; returns the stop function. */
  start(): () => void;
}

export function createTicker(clock: Clock, everyMs: number = TICK_MS): Ticker {
  const now = createValueStore(clock.now().getTime());
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => now.set(clock.now().getTime());
  return {
    subscribe: now.subscribe,
    nowMs: now.get,
    start() {
      if (timer === undefined) {
        tick();
        timer = setInterval(tick, everyMs);
      }
      return () => {
        clearInterval(timer);
        timer = undefined;
      };
    },
  };
}

const TickerContext = createContext<Ticker | null>(null);

export function ScreenClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  const [ticker] = useState(() => createTicker(clock));
  useEffect(() => ticker.start(), [ticker]);
  return <TickerContext.Provider value={ticker}>{children}</TickerContext.Provider>;
}

export function useTicker(): Ticker {
  const ticker = useContext(TickerContext);
  if (!ticker) throw new Error('useTicker outside ScreenClockProvider');
  return ticker;
}

/** Now, re-rendering every second: only for the cells that really change every second. */
export function useNowMs(): number {
  const ticker = useTicker();
  return useSyncExternalStore(ticker.subscribe, ticker.nowMs, ticker.nowMs);
}

/** Today's UTC date (yyyy-MM-dd); re-renders only when the date changes at midnight. */
export function useTodayIso(): string {
  const ticker = useTicker();
  const read = () => utcDate(ticker.nowMs());
  return useSyncExternalStore(ticker.subscribe, read, read);
}

/** Now, to the minute: re-renders once a minute, for what turns with the minutes (OVERDUE). */
export function useMinuteMs(): number {
  const ticker = useTicker();
  const read = () => Math.floor(ticker.nowMs() / 60_000) * 60_000;
  return useSyncExternalStore(ticker.subscribe, read, read);
}
