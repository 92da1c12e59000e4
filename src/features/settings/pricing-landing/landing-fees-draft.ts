// The Pricing Landing form's state: the home base discount (a club field) and the weight bands,
// read from the mirror together; a save sends only the part that changed.

import { type ClubDraft, type ClubValue, clubDraft, clubGroupPayload } from '@/domain/club/club-settings';
import { type BandDraft, type BandProblem, checkBandsForSave, toBandDraft } from '@/domain/fees/band-editing';
import type { WeightBand } from '@/domain/fees/fee-rules';
import type { Club, Mtow } from '@/domain/wire/entities';
import type { Message } from '@/i18n/messages';

export interface LandingFeesSource {
  club: Club;
  bands: readonly Mtow[];
}

export interface LandingFeesDraft {
  discount: ClubDraft;
  bands: BandDraft[];
}

export interface LandingFeesSave {
  discount?: Partial<Record<string, ClubValue>>;
  bands?: WeightBand[];
}

export type LandingFeesCheck =
  | { ok: true; save: LandingFeesSave }
  | { ok: false; discountProblem: Message | undefined; bandProblems: BandProblem[] };

/** The form as first shown, its prices as `tag` (en-GB, pt-PT) writes money. */
export function toLandingFeesDraft({ club, bands }: LandingFeesSource, tag: string): LandingFeesDraft {
  return { discount: clubDraft(club, 'discount', tag), bands: bands.map((band) => toBandDraft(band, tag)) };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What to send for the parts that differ from `saved`, or why nothing can be sent. `resaveBands`
 * sends the bands even unchanged: the server's copy is half-saved and this save finishes it.
 */
export function checkLandingFees(
  draft: LandingFeesDraft,
  saved: LandingFeesDraft | null,
  tag: string,
  resaveBands = false,
): LandingFeesCheck {
  const discountChanged = !saved || !same(draft.discount, saved.discount);
  const bandsChanged = resaveBands || !saved || !same(draft.bands, saved.bands);
  const discount = discountChanged ? clubGroupPayload('discount', draft.discount, tag) : null;
  const bands = bandsChanged ? checkBandsForSave(draft.bands, tag) : null;
  if ((discount && !discount.ok) || (bands && !bands.ok)) {
    return {
      ok: false,
      discountProblem: discount && !discount.ok ? discount.problems[0]?.message : undefined,
      bandProblems: bands && !bands.ok ? bands.problems : [],
    };
  }
  return {
    ok: true,
    save: {
      ...(discount?.ok ? { discount: discount.data } : {}),
      ...(bands?.ok ? { bands: bands.bands } : {}),
    },
  };
}
