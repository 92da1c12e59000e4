// The signed-in session: token, user id and club id in localStorage (docs/product.md#session). Owns
// those keys and tells subscribers when they change (in this tab, or in another through the storage event).
import { createValueStore } from '@/lib/value-store';

export const SESSION_KEYS = { token: 'token', userId: 'userId', clubId: 'clubId' } as const;

export interface Session {
  token: string | null;
  userId: number | null;
  clubId: number | null;
}

export interface SessionStore {
  read(): Session;
  write(session: { token: string; userId: number; clubId: number | null }): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function toId(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

export function isSignedIn(session: Session): boolean {
  return Boolean(session.token) && session.userId !== null;
}

const sameSession = (a: Session, b: Session) =>
  a.token === b.token && a.userId === b.userId && a.clubId === b.clubId;

export function createSessionStore(
  storage: Storage = window.localStorage,
  target?: EventTarget,
): SessionStore {
  const stored = (): Session => ({
    token: storage.getItem(SESSION_KEYS.token) || null,
    userId: toId(storage.getItem(SESSION_KEYS.userId)),
    clubId: toId(storage.getItem(SESSION_KEYS.clubId)),
  });
  // The same object until something actually changes, as useSyncExternalStore needs.
  const current = createValueStore(stored(), sameSession);
  target?.addEventListener('storage', () => current.set(stored()));

  return {
    read: current.get,
    write({ token, userId, clubId }) {
      storage.setItem(SESSION_KEYS.token, token);
      storage.setItem(SESSION_KEYS.userId, String(userId));
      if (clubId === null) storage.removeItem(SESSION_KEYS.clubId);
      else storage.setItem(SESSION_KEYS.clubId, String(clubId));
      current.set(stored());
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
      current.set(stored());
    },
    subscribe: current.subscribe,
  };
}
