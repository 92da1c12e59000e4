// CANCEL LANDING's and NO-SHOW's confirmation (docs/product/movement-log.md, States): a small dialog
// with an optional reason that goes to the pilot by email. Escape and Keep it change nothing.

import { type FormEvent, useState } from 'react';
import { useShownClock } from '@/data/landings/use-club-landings';
import type { MirrorLanding } from '@/data/react/records';
import { aircraftLabel } from '@/domain/landings/landing-facts';
import type { EndingStatus } from '@/domain/landings/landing-transitions';
import { useIntlTag, useT } from '@/i18n/react';
import { Modal } from '@/ui/Modal';
import { etaText } from './describe-row';
import { ReasonField } from './ReasonField';

/** Which landing the desk is ending, and how. */
export interface Ending {
  landing: MirrorLanding;
  status: EndingStatus;
}

export interface EndDialogProps {
  /** null when closed. */
  ending: Ending | null;
  onEnd: (ending: Ending, reason: string) => void;
  onClose: () => void;
}

export function EndDialog({ ending, onEnd, onClose }: EndDialogProps) {
  const t = useT();
  const noShow = ending?.status === 'no_show';
  return (
    <Modal
      open={ending !== null}
      title={t(noShow ? 'shell.change.noShow' : 'shell.change.cancel')}
      onClose={onClose}
      className="reject-dialog"
    >
      {/* Mounted only while open, so every one starts with an empty reason. */}
      {ending !== null ? <EndForm ending={ending} onEnd={onEnd} onClose={onClose} /> : null}
    </Modal>
  );
}

function EndForm({ ending, onEnd, onClose }: { ending: Ending } & Omit<EndDialogProps, 'ending'>) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onEnd(ending, reason);
  };
  const aircraft = aircraftLabel(ending.landing);
  const eta = etaText(ending.landing, tag, clock);
  const noShow = ending.status === 'no_show';
  const question = noShow
    ? aircraft
      ? t('movements.states.noShowQuestion', { aircraft, eta })
      : t('movements.states.noShowQuestionUnknown', { eta })
    : aircraft
      ? t('movements.states.cancelQuestion', { aircraft, eta })
      : t('movements.states.cancelQuestionUnknown', { eta });
  return (
    <form onSubmit={submit}>
      <p>{question}</p>
      <ReasonField value={reason} onChange={setReason} hint={t('movements.states.reasonHint')} />
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('movements.states.keep')}
        </button>
        <button type="submit" className="button button--danger">
          {t(noShow ? 'movements.states.noShow' : 'movements.states.cancel')}
        </button>
      </div>
    </form>
  );
}
