// Which Strapi 5 document each desk key names (docs/decisions/0035): noted from every answer, kept in
// memory and, once the desk has opened it, in this device's database, so a change queued offline
// still finds its document after a reload.
import { UnexpectedShapeError } from '@/data/api/strapi';
import type { DocumentKeyRow } from '@/data/db/mirror-types';
import type { PprDb } from '@/data/db/schema';

/** Where the pairs are kept between sessions (the mirror's `documentKeys` table in the app). */
export interface DocumentKeyStorage {
  get(key: number): Promise<string | null>;
  put(rows: DocumentKeyRow[]): Promise<void>;
}

export interface DocumentKeys {
  /** Throws when the key already names another document: two documents are never merged. */
  note(key: number, documentId: string): void;
  documentIdOf(key: number): Promise<string | null>;
  /**
   * Keeps the pairs in `storage` from now on, those noted so far included: the device's database,
   * opened after sign-in (Dexie stays out of the sign-in chunk).
   */
  keepIn(storage: DocumentKeyStorage): void;
}

export function createDocumentKeys(): DocumentKeys {
  const known = new Map<number, string>();
  let storage: DocumentKeyStorage | null = null;
  let unsaved: DocumentKeyRow[] = [];

  const save = () => {
    if (!storage) return;
    const rows = unsaved;
    unsaved = [];
    storage.put(rows).catch((error: unknown) => console.error('Could not keep Strapi document keys', error));
  };

  return {
    note(key, documentId) {
      const before = known.get(key);
      if (before === documentId) return;
      if (before !== undefined)
        throw new UnexpectedShapeError(`Two Strapi documents (${before}, ${documentId}) share one desk key`);
      known.set(key, documentId);
      if (unsaved.length === 0) queueMicrotask(save);
      unsaved.push({ key, documentId });
    },
    async documentIdOf(key) {
      const documentId = known.get(key) ?? (await storage?.get(key)) ?? null;
      if (documentId !== null) known.set(key, documentId);
      return documentId;
    },
    keepIn(next) {
      if (storage === next) return;
      storage = next;
      unsaved = [...known].map(([key, documentId]) => ({ key, documentId }));
      save();
    },
  };
}

/** The mirror's `documentKeys` table. */
export function mirrorDocumentKeys(db: PprDb): DocumentKeyStorage {
  return {
    get: async (key) => (await db.documentKeys.get(key))?.documentId ?? null,
    put: async (rows) => {
      await db.documentKeys.bulkPut(rows);
    },
  };
}
