// Strapi 5's wire, translated at the API client so the rest of the desk speaks one Strapi dialect
// (docs/decisions/0035). Answers: every document's id becomes the desk's key for its documentId
// (users keep their ids: they have no drafts, so their ids never move). Calls: a key in a path, a
// filter on `id` or a relation in a body becomes the documentId, a sort by id a sort by createdAt,
// and a write carries only its content type's fields (Strapi 5 refuses the whole write otherwise).
import type { WireCall, WireTranslator } from '@/data/api/client';
import { encodeQueryValue } from '@/data/api/strapi-query';
import { documentKey, isDocumentKey } from '@/domain/wire/document-key';
import { contentTypeData } from '@/domain/wire/strapi-content-types';
import type { DocumentKeys } from './document-keys';

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

export function createStrapi5Wire(
  keys: DocumentKeys,
  readOwnClub: ReadOwnClub | null = null,
): WireTranslator {
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

  /** `landings/1099511627842` → `landings/am9v6iklr30wjd3sjt8cs1hn`. */
  async function path(original: string): Promise<string> {
    const parts = original.split('/');
    const translated = await Promise.all(
      parts.map((part) =>
        /^\d+$/.test(part) && isDocumentKey(Number(part)) ? documentIdOf(Number(part)) : part,
      ),
    );
    return translated.join('/');
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
    async request(call) {
      return {
        method: call.method,
        path: await path(call.path),
        query: await query(call.query),
        body: await body(fitted(call)),
      };
    },
    answer(answer, call) {
      return rekey(answer, USERS_PATH.test(call.path));
    },
  };
}
