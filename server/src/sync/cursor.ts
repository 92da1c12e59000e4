// The sync cursor (docs/decisions/0010): opaque to clients, `v1.<epoch>.<club>.<seq>.<id>`. It
// names the database and club it was made for, so a foreign or stale cursor is never believed.
import type { SyncPosition } from '../repositories/changes';

export interface Cursor extends SyncPosition {
  epoch: string;
  clubId: number;
}

const PATTERN = /^v1\.([0-9a-f]{6,32})\.(\d{1,16})\.(\d{1,16})\.(\d{1,16})$/;

export function encodeCursor(cursor: Cursor): string {
  return `v1.${cursor.epoch}.${cursor.clubId}.${cursor.seq}.${cursor.id}`;
}

/** The cursor, or null when the text is not one this server makes. */
export function decodeCursor(text: string): Cursor | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const [, epoch, club, seq, id] = match;
  const numbers = [club, seq, id].map(Number);
  if (!epoch || numbers.some((n) => !Number.isSafeInteger(n))) return null;
  const [clubId = 0, position = 0, lastId = 0] = numbers;
  return { epoch, clubId, seq: position, id: lastId };
}

/** The largest id a position may name: "every row of this sequence number". */
export const ALL_OF_SEQ = Number.MAX_SAFE_INTEGER;
