// Strapi 5's wire, translated at the API client so the rest of the desk speaks one Strapi dialect
// (docs/decisions/0035). Answers: every document's id becomes the desk's key for its documentId
// (users keep their ids: they have no drafts, so their ids never move). Calls: a key in a path, a
// filter on `id` or a relation in a body becomes the documentId, a sort by id a sort by createdAt,
// and a write carries only its content type's fields (Strapi 5 refuses the whole write otherwise).
// Its session calls are our server's (strapi5-sessions.ts).
import type { WireCall, WireTranslator } from '@/data/api/client';
import { encodeQueryValue } from '@/data/api/strapi-query';
import { documentKey, isDocumentKey } from '@/domain/wire/document-key';
import { contentTypeData } from '@/domain/wire/strapi-content-types';
import type { DocumentKeys } from './document-keys';
import { sessionAnswer, sessionCall } from './strapi5-sessions';

/** A call naming a document this desk never read: nothing was sent. */
export class UnknownDocumentError extends Error {
  override readonly name = 'UnknownDocumentError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths of users-permissions, whose top-level records are users. */
const USERS_PATH = /^\/?(users|auth)(\/|\?|$)/;

/**
 * Reads the signed-in account with its club through this wire, so the club's key is known again: the
 * one key a desk holds without having read its document here (the session's, after this device's
 * database was cleared or a session was opened elsewhere).
 */
export type ReadOwnClub = () => Promise<unknown>;

export interface Strapi5Reads {
  readOwnClub?: ReadOwnClub;
  /** A GET answered as Strapi 5 gives it, not through this wire. */
  readAsIs?: (path: string, query: string) => Promise<unknown>;
}

/** The one documentId of a list answer as Strapi 5 gives it, or null. */
function onlyDocumentId(answer: unknown): string | null {
  const data = isRecord(answer) && Array.isArray(answer.data) ? answer.data : [];
  const [only] = data;
  return data.length === 1 && isRecord(only) && typeof only.documentId === 'string' ? only.documentId : null;
}

export function createStrapi5Wire(
  keys: DocumentKeys,
  { readOwnClub, readAsIs }: Strapi5Reads = {},
): WireTranslator {
  /** A Strapi 4 id resolved once: the entry's id changes at its first update on Strapi 5. */
  const moved = new Map<string, Promise<string>>();
  async function documentIdOf(key: number): Promise<string> {
    let documentId = await keys.documentIdOf(key);
    if (documentId === null && readOwnClub) {
      await readOwnClub();
      documentId = await keys.documentIdOf(key);
    }
    if (documentId === null) throw new UnknownDocumentError(`No Strapi document is known for key ${key}`);
    return documentId;
  }

  /** A record's children: a relation named `user` holds a user, anything else documents. */
  function rekey(value: unknown, isUser: boolean): unknown {
    if (Array.isArray(value)) return value.map((item) => rekey(item, isUser));
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [field, child] of Object.entries(value)) out[field] = rekey(child, field === 'user');
    if (!isUser && typeof value.documentId === 'string' && typeof value.id === 'number') {
      const key = documentKey(value.documentId);
      keys.note(key, value.documentId);
      out.id = key;
    }
    return out;
  }

  /**
   * The document an entry of the club's Strapi 4 became: Strapi 5's data migration keeps a published
   * entry's id, so a change queued before the club moved from 4 to 5 still finds its record.
   */
  function movedDocument(collection: string, id: number): Promise<string> {
    const key = `${collection}/${id}`;
    let found = moved.get(key);
    if (!found) {
      const asked = readAsIs?.(collection, `filters[id][$eq]=${id}&fields[0]=documentId`);
      found = (asked ?? Promise.resolve(null)).then((answer) => {
        const documentId = onlyDocumentId(answer);
        if (documentId === null) throw new UnknownDocumentError(`No Strapi document has the id ${key}`);
        return documentId;
      });
      found.catch(() => moved.delete(key));
      moved.set(key, found);
    }
    return found;
  }

  /**
   * `landings/1099511627842` → `landings/am9v6iklr30wjd3sjt8cs1hn`; `landings/57`, an id from the
   * club's Strapi 4, → the document that entry became.
   */
  async function path(original: string): Promise<string> {
    const parts = original.replace(/^\//, '').split('/');
    const [collection = '', id = ''] = parts;
    if (parts.length !== 2 || !/^\d+$/.test(id) || USERS_PATH.test(original)) return original;
    const documentId = isDocumentKey(Number(id))
      ? await documentIdOf(Number(id))
      : await movedDocument(collection, Number(id));
    return `${collection}/${documentId}`;
  }

  async function pair(key: string, value: string): Promise<string> {
    if (key.startsWith('sort[') || key === 'sort') {
      return `${key}=${encodeQueryValue(value.replace(/^id(?=:|$)/, 'createdAt'))}`;
    }
    const filtered = /^filters(\[.+\])*\[id\](\[\$\w+\](\[\d+\])?)?$/.exec(key);
    if (filtered && /^\d+$/.test(value) && isDocumentKey(Number(value))) {
      const onDocument = key.replace(/\[id\](?=(\[\$\w+\](\[\d+\])?)?$)/, '[documentId]');
      return `${onDocument}=${encodeQueryValue(await documentIdOf(Number(value)))}`;
    }
    return `${key}=${encodeQueryValue(value)}`;
  }

  async function query(original: string | undefined): Promise<string | undefined> {
    if (!original) return original;
    const pairs = original.split('&').map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [part, ''] : [part.slice(0, at), decodeURIComponent(part.slice(at + 1))];
    });
    return (await Promise.all(pairs.map(([key = '', value = '']) => pair(key, value)))).join('&');
  }

  /** Relations in a body: a key (or a list of them) becomes the documentId Strapi 5 takes. */
  async function body(value: unknown): Promise<unknown> {
    if (typeof value === 'number' && isDocumentKey(value)) return documentIdOf(value);
    if (Array.isArray(value)) return Promise.all(value.map(body));
    if (!isRecord(value)) return value;
    const entries = await Promise.all(
      Object.entries(value).map(async ([field, child]) => [field, await body(child)]),
    );
    return Object.fromEntries(entries);
  }

  /** `{data}` of a write, with only the fields its content type has. */
  function fitted(call: WireCall): unknown {
    if (!isRecord(call.body) || !isRecord(call.body.data)) return call.body;
    const collection = call.path.replace(/^\//, '').split('/')[0] ?? '';
    return { ...call.body, data: contentTypeData(collection, call.body.data) };
  }

  return {
    async request(original) {
      const call = sessionCall(original);
      return {
        method: call.method,
        path: await path(call.path),
        query: await query(call.query),
        body: await body(fitted(call)),
      };
    },
    answer(answer, call) {
      return rekey(sessionAnswer(answer, call), USERS_PATH.test(call.path));
    },
  };
}
