// How many event streams may be open at once: per account, per client address and on this server
// process. Owns the counts; a stream takes a slot when it opens and gives it back when it ends.

export interface StreamLimits {
  perAccount: number;
  perAddress: number;
  total: number;
}

/** A desk or two per tablet, a few tabs each: far below these; a script opening hundreds is not. */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAccount: 10, perAddress: 20, total: 2000 };

export interface StreamSlots {
  /** A slot for a stream of this account (or public page) from this address; null when full. */
  take(account: string, address: string): (() => void) | null;
  open(): number;
}

export function createStreamSlots(limits: StreamLimits = DEFAULT_STREAM_LIMITS): StreamSlots {
  const byAccount = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let total = 0;
  const add = (counts: Map<string, number>, key: string, step: number) => {
    const next = (counts.get(key) ?? 0) + step;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    take(account, address) {
      if (
        total >= limits.total ||
        (byAccount.get(account) ?? 0) >= limits.perAccount ||
        (byAddress.get(address) ?? 0) >= limits.perAddress
      ) {
        return null;
      }
      total += 1;
      add(byAccount, account, 1);
      add(byAddress, address, 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        total -= 1;
        add(byAccount, account, -1);
        add(byAddress, address, -1);
      };
    },
    open: () => total,
  };
}
