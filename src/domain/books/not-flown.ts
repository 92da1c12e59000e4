// Which landings never flew: withdrawn by the pilot or the desk, or accepted and never arrived.
// Listed in History, never billed (docs/product/movement-log.md, "The books"); on its own so that
// what only names a row's state does not carry the books' sums.
import type { LandingStatus } from '../wire/entities';

/** `status` may be a stored text not yet read as a LandingStatus (a request's joined row). */
export function isNotFlown(landing: { status?: LandingStatus | string | null | undefined }): boolean {
  return landing.status === 'cancelled' || landing.status === 'no_show';
}
