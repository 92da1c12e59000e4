// Set fee by hand in an open row's fee: the operator's amount and reason, checked as the server checks
// them and recorded through the outbox like every desk change (docs/product/movement-log.md, "Pricing").
import { type FormEvent, useId, useRef, useState } from 'react';
import type { MirrorLanding } from '@/data/react/records';
import { handFeeReasonProblem, MAX_FEE_REASON_LENGTH, readHandFee } from '@/domain/fees/landing-fee';
import { amountText } from '@/domain/fees/money';
import { type Message, say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { useDisclosureFocus } from '@/ui/use-disclosure-focus';
import { useMovementActions } from './hooks/use-movement-actions';

/**
 * The fee by hand is the exception: one button until the operator asks for the form, which then
 * takes the focus; it closes again once the fee is recorded or the operator cancels.
 */
export function HandFeeForm({ landing }: { landing: MirrorLanding }) {
  const t = useT();
  const tag = useIntlTag();
  const actions = useMovementActions();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: Message; reason?: Message }>({});
  const amountInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useDisclosureFocus(open, opener, amountInput);
  const close = () => {
    setAmount('');
    setReason('');
    setProblems({});
    setOpen(false);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fee = readHandFee(amount);
    const why = handFeeReasonProblem(reason);
    const found = { ...(fee.ok ? {} : { amount: fee.reason }), ...(why ? { reason: why } : {}) };
    setProblems(found);
    if (!fee.ok || why) return;
    // Kept as typed when it could not even be recorded locally.
    if (await actions.setFee(landing.id, fee.cents, reason)) close();
  };
  // A fee already set by hand opens as it is, with its reason: corrected, not typed again.
  const openForm = () => {
    if (landing.fee_by_hand !== null) {
      setAmount(amountText(landing.fee_by_hand / 100, tag));
      setReason(landing.fee_reason ?? '');
    }
    setOpen(true);
  };
  const said = (problem: Message | undefined) => (problem ? say(t, problem) : undefined);
  const backToRule =
    landing.fee_by_hand !== null ? (
      <button type="button" className="button" onClick={() => void actions.setFee(landing.id, null)}>
        {t('movements.fee.backToRule')}
      </button>
    ) : null;
  if (!open) {
    return (
      <div className="fee-form__actions fee-form__actions--closed">
        <button ref={opener} type="button" className="button" onClick={openForm}>
          {t('movements.fee.setByHand')}
        </button>
        {backToRule}
      </div>
    );
  }
  return (
    <form className="fee-form" noValidate onSubmit={submit}>
      <LabelledField id={`${ids}-amount`} label={t('movements.fee.amount')} error={said(problems.amount)}>
        {(control) => (
          <input
            {...control}
            ref={amountInput}
            name="fee"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </LabelledField>
      <LabelledField id={`${ids}-reason`} label={t('movements.fee.handReason')} error={said(problems.reason)}>
        {(control) => (
          <input
            {...control}
            name="feeReason"
            autoComplete="off"
            maxLength={MAX_FEE_REASON_LENGTH + 50}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </LabelledField>
      <div className="fee-form__actions">
        <button type="submit" className="button button--primary">
          {t('movements.fee.setByHand')}
        </button>
        <button type="button" className="button" onClick={close}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
