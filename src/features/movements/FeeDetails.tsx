// Under a row's details: what its fee is made of (band by MTOW, services, parking), the fee set by
// hand with its reason, and the form to set one or go back to the rule (HandFeeForm). A plain Strapi
// keeps no such fee: the section says so instead.
import { useMirrorClub } from '@/data/landings/use-club-landings';
import { useServerOffers } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { useBands } from '@/data/settings/use-settings-data';
import { feeLines } from '@/domain/fees/fee-lines';
import { say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { HandFeeForm } from './HandFeeForm';
import { useNowMs } from './hooks/screen-clock';
import { AccruingFee } from './ParkedCells';
import './fee-details.css';

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
      <dl className="fee-lines">
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
