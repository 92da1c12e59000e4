// The PPR number of a landing (docs/product/movement-log.md, "The PPR number"): per club and per
// year of its creation in UTC, e.g. PPR-2026-0042, and how a search box finds a landing by it.

/** 'PPR-2026-0042': at least four digits, more once a club passes 9999 in a year. */
export function formatPpr(year: number, number: number): string {
  return `PPR-${year}-${String(number).padStart(4, '0')}`;
}

/** The year a landing created at `createdAt` (an ISO instant) is numbered in: its UTC year. */
export const pprYear = (createdAt: string | Date): number => new Date(createdAt).getUTCFullYear();

const NUMBER_ONLY = /^(?:ppr[\s-]*)?#?(\d{1,6})$/i;
const YEAR_AND_NUMBER = /^(?:ppr[\s-]*)?(\d{4})[\s/-]+(\d{1,6})$/i;
const STORED = /^PPR-(\d{4})-(\d+)$/;
/** 'PPR-2026' is the start of every number of that year, not number 2026. */
const YEAR_PREFIX = /^ppr-\d{4}$/i;

/** What a query names: a number in any year ('42', 'PPR 42'), or in one year ('2026-42'). */
export type PprQuery = { year: number | null; number: number };

export function parsePprQuery(query: string): PprQuery | null {
  const wanted = query.trim();
  if (YEAR_PREFIX.test(wanted)) return null;
  const both = YEAR_AND_NUMBER.exec(wanted);
  if (both) return { year: Number(both[1]), number: Number(both[2]) };
  const alone = NUMBER_ONLY.exec(wanted);
  return alone ? { year: null, number: Number(alone[1]) } : null;
}

/**
 * Whether a landing's PPR number answers the query: '42', '0042' and 'PPR 42' find number 42 of
 * any year (never 142 or 420); '2026-0042', '2026-42' and 'PPR-2026-0042' find it in 2026; any
 * other text is looked for in the number as written ('PPR-2026' finds that year's).
 */
export function pprMatches(ppr: string | null | undefined, query: string): boolean {
  if (!ppr) return false;
  const wanted = query.trim();
  if (wanted === '') return true;
  const stored = STORED.exec(ppr);
  const asked = parsePprQuery(wanted);
  if (stored && asked) {
    return Number(stored[2]) === asked.number && (asked.year === null || Number(stored[1]) === asked.year);
  }
  return ppr.toLowerCase().includes(wanted.toLowerCase());
}
