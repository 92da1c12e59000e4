// A plain Strapi's refusals in words an operator can act on: which permission its Authenticated
// role lacks for a 403, what is gone for a 404, a field its content type lacks (Strapi 5), and
// Strapi's own validation message for another 400.

import { inEnglish } from '@/data/english-words';
import { type ErrorId, type Message, msg } from '@/i18n/messages';
import type { ApiError, RequestLine } from './api-errors';

/** Strapi's content-type name for each collection path the desk calls. */
const CONTENT_TYPES: Record<string, string> = {
  landings: 'landing',
  clubs: 'club',
  schedules: 'schedule',
  mtows: 'mtow',
  'club-services': 'club-service',
  services: 'service',
  categories: 'category',
  aircrafts: 'aircraft',
  users: 'user',
};

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', DELETE: 'delete' };

/** e.g. 'landing.update' for PUT landings/12, 'auth.changePassword' for the password change. */
export function strapiPermission(request: RequestLine): string | null {
  const [collection, id] = request.path.split('?')[0]?.split('/') ?? [];
  if (collection === 'auth') return id === 'change-password' ? 'auth.changePassword' : null;
  const contentType = collection ? CONTENT_TYPES[collection] : undefined;
  if (!contentType) return null;
  const action = request.method === 'GET' ? (id ? 'findOne' : 'find') : ACTIONS[request.method];
  return action ? `${contentType}.${action}` : null;
}

/**
 * What the operator reads when a plain Strapi refused a request (the sync panel, a settings form),
 * as a message in the desk's language; null for another 400, whose words are Strapi's own.
 */
export function strapiRefusalWords(error: ApiError): Message<ErrorId> | null {
  // Strapi 5 refuses a field its content type lacks ("Invalid key stripeEmail"): the club's to add.
  const unknownField = error.status === 400 ? /^Invalid key (\S+)$/.exec(error.message) : null;
  if (unknownField) {
    const collection = error.request?.path.split(/[/?]/)[0] ?? '';
    return msg('errors.strapiUnknownField', {
      field: unknownField[1] ?? '',
      type: CONTENT_TYPES[collection] ?? collection,
    });
  }
  if (error.status === 403) {
    const permission = error.request ? strapiPermission(error.request) : null;
    if (!permission) return msg('errors.strapiPermissionUnknown');
    const [type = '', action = ''] = permission.split('.');
    return msg('errors.strapiPermission', { permission, type, action });
  }
  if (error.status === 404) return msg('errors.strapiGone');
  return null;
}

/** The same in English, for logs and for the text stored beside the message (the outbox's `error`). */
export function strapiRefusal(error: ApiError): string {
  const words = strapiRefusalWords(error);
  return words ? inEnglish(words) : error.message;
}
