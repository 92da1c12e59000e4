// Under a row's details: what its fee is made of (band by MTOW, services, parking), what the rule
// says, and the fee set by hand with its reason; the operator sets one, or goes back to the rule,
// through the outbox like every desk change (docs/product/movement-log.md, "Pricing"). A plain
// Strapi keeps no such fee: the form says so instead.
import { type FormEvent, useId, useState } from 'react';
import { useMirrorClub } from '@/data/landings/use-club-landings';
import { useServerOffers } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { useBands } from '@/data/settings/use-settings-data';
import { feeLines } from '@/domain/fees/fee-lines';
import { handFeeReasonProblem, MAX_FEE_REASON_LENGTH, readHandFee } from '@/domain/fees/landing-fee';
import { type Message, say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { useNowMs } from './hooks/screen-clock';
import { useMovementActions } from './hooks/use-movement-actions';
import { AccruingFee } from './ParkedCells';

export function FeeDetails({ landing }: { landing: MirrorLanding }) {
  const t = useT();
  const tag = useIntlTag();
  const now = useNowMs();
  const bands = useBands() ?? [];
  const club = useMirrorClub();
  const keepsHandFees = useServerOffers('movement-log', { untilKnown: true });
  // Not a landmark: with two rows open, two "Fee: €15.00" regions would be one name for two places.
  return (
    <section className="fee-details">
      {/* A parked row's fee accrues: the same figure as its AMOUNT, and the sum of the lines below. */}
      <h3 className="fee-details__title">
        {t('movements.fee.title')}: <AccruingFee landing={landing} rates={club} />
      </h3>
      <dl className="create-landing__breakdown">
        {feeLines(landing, bands, club, now, tag).map((line) => (
          <div key={`${line.label.id}-${JSON.stringify(line.label.values ?? {})}`}>
            <dt>{say(t, line.label)}</dt>
            <dd>{typeof line.value === 'string' ? line.value : say(t, line.value)}</dd>
          </div>
        ))}
        {landing.fee_by_hand !== null && landing.fee_reason ? (
          <div>
            <dt>{t('movements.fee.handReason')}</dt>
            <dd>{landing.fee_reason}</dd>
          </div>
        ) : null}
      </dl>
      {keepsHandFees ? (
        <HandFeeForm landing={landing} />
      ) : (
        <p className="create-landing__hint">{t('movements.fee.strapiCannot')}</p>
      )}
    </section>
  );
}

function HandFeeForm({ landing }: { landing: MirrorLanding }) {
  const t = useT();
  const actions = useMovementActions();
  const ids = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: Message; reason?: Message }>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fee = readHandFee(amount);
    const why = handFeeReasonProblem(reason);
    const found = { ...(fee.ok ? {} : { amount: fee.reason }), ...(why ? { reason: why } : {}) };
    setProblems(found);
    if (!fee.ok || why) return;
    // Kept as typed when it could not even be recorded locally.
    if (await actions.setFee(landing.id, fee.cents, reason)) {
      setAmount('');
      setReason('');
    }
  };
  const said = (problem: Message | undefined) => (problem ? say(t, problem) : undefined);
  return (
    <form className="fee-form" noValidate onSubmit={submit}>
      <LabelledField id={`${ids}-amount`} label={t('movements.fee.amount')} error={said(problems.amount)}>
        {(control) => (
          <input
            {...control}
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
        {landing.fee_by_hand !== null ? (
          <button type="button" className="button" onClick={() => void actions.setFee(landing.id, null)}>
            {t('movements.fee.backToRule')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
