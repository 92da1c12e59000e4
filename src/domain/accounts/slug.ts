// The address of a club's public request page, /request/<slug> (ADR 0009): made from the airfield
// name at registration, editable in Settings. One rule for the server and the Settings form.
import type { MessageId } from '@/i18n/messages';

export const SLUG_MIN = 3;
export const SLUG_MAX = 60;
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words that are paths of their own under /request/ (the status page) or would mislead. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['status', 'api', 'admin', 'new', 'request']);

/**
 * 'Aeródromo de Évora!' → 'aerodromo-de-evora': lower case, accents dropped, anything else a
 * hyphen, none at either end. What an address typed in Settings is saved as (slugProblem says
 * whether it may be).
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A new club's address from its name: slugOf, short enough for a '-2' suffix. A name with nothing
 * usable, or a reserved word, gives 'airfield' so there is always a base to make unique.
 */
export function slugify(name: string): string {
  const base = slugOf(name)
    .slice(0, SLUG_MAX - 4)
    .replace(/-+$/, '');
  return base.length >= SLUG_MIN && !RESERVED_SLUGS.has(base) ? base : 'airfield';
}

/** The n-th candidate for a base already taken: 'evora', 'evora-2', 'evora-3' … */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/**
 * Why a slug typed in Settings cannot be used, or null when it can (uniqueness is the server's).
 * A catalog key with no values, as the club schema's issue message carries it to the server; the
 * length message names SLUG_MIN and SLUG_MAX in its words (slug.test.ts holds them together).
 */
export function slugProblem(slug: string): MessageId | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return 'validation.slug.length';
  if (!SLUG_RE.test(slug)) return 'validation.slug.characters';
  if (RESERVED_SLUGS.has(slug)) return 'validation.slug.reserved';
  return null;
}

/**
 * The request page's full address: served by the server the desk's API lives on (which may be
 * another origin than the desk's, config.json), at /request/<slug>.
 */
export function requestPageUrl(apiBaseUrl: string, slug: string, pageOrigin: string): string {
  return `${new URL(apiBaseUrl, pageOrigin).origin}/request/${slug}`;
}
