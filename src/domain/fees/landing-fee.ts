// The fee of a landing as the desk shows and bills it (docs/product/movement-log.md, "Pricing"):
// the rule's figure (`price`, from the weight band, services and parking), or a fee the operator set
// by hand with a reason, which then wins while the rule's figure stays shown beside it. A landing
// whose aircraft nobody could weigh has no rule figure: it is "to be priced", never €0.00.
import { type Message, msg } from '@/i18n/messages';
import { AMOUNT_MAX } from '../club/club-limits';
import type { Landing } from '../wire/entities';
import { centsOf } from './cents';

/** The most a fee set by hand may be, in whole cents: the club's money bound (ADR 0008). */
export const HAND_FEE_MAX_CENTS = AMOUNT_MAX * 100;
/** The longest reason kept with a fee set by hand. */
export const MAX_FEE_REASON_LENGTH = 200;

/** A declared MTOW in whole kg: from a microlight to the heaviest airliner. */
export const DECLARED_MTOW_MIN = 1;
export const DECLARED_MTOW_MAX = 600_000;

/** A typed MTOW in kg; null when it is blank; a Message saying why when it is not one. */
export function readDeclaredMtow(
  typed: string,
): { ok: true; kg: number | null } | { ok: false; reason: Message } {
  const text = typed.trim().replace(/\s*kg$/i, '');
  if (text === '') return { ok: true, kg: null };
  const kg = Number(text);
  if (!/^\d+$/.test(text) || kg < DECLARED_MTOW_MIN || kg > DECLARED_MTOW_MAX)
    return { ok: false, reason: msg('validation.landing.mtow') };
  return { ok: true, kg };
}

export type HandFeeReading = { ok: true; cents: number } | { ok: false; reason: Message };

const AMOUNT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;
/** Thousands marked with one mark, then decimals after the other: '1.234,50', '1,234.50', '1 234,50'. */
const GROUPED = /^(\d{1,3})((?:([.,\s])\d{3})(?:\3\d{3})*)(?:([.,])(\d{1,2}))?$/;

/**
 * An amount without its thousands' marks. A lone '1.234' stays as typed (refused: in English it has
 * three decimals, in Portuguese it is a thousand), as does a mark used for both.
 */
function withoutThousands(text: string): string {
  const match = GROUPED.exec(text);
  if (!match) return text;
  const [, head = '', groups = '', mark, decimalMark, decimals] = match;
  if (decimalMark === mark) return text;
  if (decimals === undefined && mark !== ' ' && mark !== '\u00a0' && groups.length === 4) return text;
  return `${head}${groups.replace(/\D/g, '')}${decimals === undefined ? '' : `.${decimals}`}`;
}

/**
 * What the operator typed in the fee field, in whole cents: '45', '45.5', '45,50', '€45.50' and
 * '1.234,50' (or '1,234.50') are read; a blank, a negative, more than two decimals or text are
 * refused with why.
 */
export function readHandFee(typed: string): HandFeeReading {
  const text = withoutThousands(typed.trim().replace(/^€\s*/, '').replace(/\s*€$/, ''));
  if (text === '') return { ok: false, reason: msg('validation.landing.feeMissing') };
  if (/^-/.test(text)) return { ok: false, reason: msg('validation.landing.feeNegative') };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, reason: msg('validation.landing.feeNotNumber') };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > HAND_FEE_MAX_CENTS) return { ok: false, reason: msg('validation.landing.feeTooHigh') };
  return { ok: true, cents };
}

/** Why a reason typed with a fee is not kept; null when it is. */
export function handFeeReasonProblem(reason: string): Message | null {
  const length = reason.trim().length;
  if (length === 0) return msg('validation.landing.feeReasonMissing');
  return length > MAX_FEE_REASON_LENGTH ? msg('validation.landing.feeReasonTooLong') : null;
}

/** The fee as a row shows it. Amounts in whole cents. */
export type ShownFee =
  | { kind: 'hand'; cents: number; ruleCents: number | null; reason: string | null }
  | { kind: 'rule'; cents: number }
  | { kind: 'toPrice' };

/**
 * The fee of a landing: set by hand, else the rule's. `ruleEuros` is the rule's figure now (a
 * parked row's accrues), the stored price by default; null is a landing nobody could price.
 */
export function shownFee(
  landing: Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason'>,
  ruleEuros: number | null = landing.price,
): ShownFee {
  const ruleCents = ruleEuros === null || !Number.isFinite(ruleEuros) ? null : centsOf(ruleEuros);
  if (landing.fee_by_hand !== null && landing.fee_by_hand !== undefined)
    return { kind: 'hand', cents: landing.fee_by_hand, ruleCents, reason: landing.fee_reason };
  return ruleCents === null ? { kind: 'toPrice' } : { kind: 'rule', cents: ruleCents };
}

/** What the landing is billed, in cents: null while it is to be priced. */
export function billedCents(landing: Pick<Landing, 'price' | 'fee_by_hand' | 'fee_reason'>): number | null {
  const fee = shownFee(landing);
  return fee.kind === 'toPrice' ? null : fee.cents;
}
