// REJECT's confirmation (ADR 0009): a small dialog with an optional Reason that goes to the pilot.
// The reason field has focus on opening; Escape and Cancel keep the request undecided. A plain Strapi
// keeps no reason and mails no pilot: there the dialog asks for none.

import { type FormEvent, useState } from 'react';
import { useShownClock } from '@/data/landings/use-club-landings';
import { useServerOffers } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { aircraftLabel } from '@/domain/landings/landing-facts';
import { useIntlTag, useT } from '@/i18n/react';
import { Modal } from '@/ui/Modal';
import { etaText } from './describe-row';
import { ReasonField } from './ReasonField';

export interface RejectDialogProps {
  /** The request being rejected; null when closed. */
  landing: MirrorLanding | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

export function RejectDialog({ landing, onReject, onClose }: RejectDialogProps) {
  const t = useT();
  return (
    <Modal
      open={landing !== null}
      title={t('movements.reject.title')}
      onClose={onClose}
      className="reject-dialog"
    >
      {/* Mounted only while open, so every rejection starts with an empty reason. */}
      {landing !== null ? <RejectForm landing={landing} onReject={onReject} onClose={onClose} /> : null}
    </Modal>
  );
}

function RejectForm({
  landing,
  onReject,
  onClose,
}: { landing: MirrorLanding } & Omit<RejectDialogProps, 'landing'>) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const [reason, setReason] = useState('');
  const toPilot = useServerOffers('pilot-requests', { untilKnown: true });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onReject(toPilot ? reason : '');
  };
  const aircraft = aircraftLabel(landing);
  const eta = etaText(landing, tag, clock);
  return (
    <form onSubmit={submit}>
      <p>
        {aircraft
          ? t('movements.reject.question', { aircraft, eta })
          : t('movements.reject.questionUnknown', { eta })}
      </p>
      {toPilot ? (
        <ReasonField value={reason} onChange={setReason} hint={t('movements.reject.reasonHint')} />
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--danger">
          {t('movements.pending.reject')}
        </button>
      </div>
    </form>
  );
}
