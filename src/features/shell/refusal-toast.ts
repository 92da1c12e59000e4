// The toast for a queued change the server refused or that conflicts with another desk's: the
// product's texts for a decision and a payment status, and for the other changes what did not
// happen and where the change is kept.
import type { OutboxEntry } from '@/data/react/records';
import type { LandingStatus } from '@/domain/wire/entities';
import { type Message, msg } from '@/i18n/messages';

export function refusalToast(
  kind: OutboxEntry['kind'],
  accepted: boolean | null | undefined,
  status?: LandingStatus,
): Message {
  switch (kind) {
    case 'decision':
      if (accepted === null) return msg('shell.refused.reopen');
      return msg(accepted ? 'errors.grant' : 'errors.deny');
    case 'payment':
      return msg('errors.paymentStatus');
    case 'fee':
      return msg('shell.refused.fee');
    case 'arrival':
      return msg('shell.refused.arrival');
    case 'departure':
      return msg('shell.refused.departure');
    case 'create':
      return msg('shell.refused.create');
    case 'state':
      return msg(status === 'no_show' ? 'shell.refused.noShow' : 'shell.refused.cancel');
    case 'correction':
      return msg('shell.refused.correction');
  }
}
