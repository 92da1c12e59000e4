// In an open pending or upcoming row: CANCEL LANDING (undecided or accepted) and NO-SHOW (accepted,
// past its ETA; before it, a line says why it is not offered yet), each asking first for an optional
// reason (docs/product/movement-log.md, States). A plain Strapi has no such states: the row says so.

import { useShownClock } from '@/data/landings/use-club-landings';
import { useServerOffers } from '@/data/react/app-services-context';
import type { MirrorLanding } from '@/data/react/records';
import { canDeskCancel, noShowProblem } from '@/domain/landings/landing-transitions';
import { useIntlTag, useT } from '@/i18n/react';
import { ActionButton } from './ActionButton';
import { useMinuteMs } from './hooks/screen-clock';
import { aboutLanding, etaText } from './describe-row';
import type { Ending } from './EndDialog';

export function EndActions({ landing, onAsk }: { landing: MirrorLanding; onAsk: (ending: Ending) => void }) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const minute = useMinuteMs();
  const kept = useServerOffers('desk-states', { untilKnown: true });
  const about = aboutLanding(t, landing, etaText(landing, tag, clock));
  const cancel = canDeskCancel(landing);
  const noShowWhy = noShowProblem(landing, minute);
  const noShow = noShowWhy === null;
  // Accepted and still to come: say why NO-SHOW is not offered yet.
  const noShowLater = noShowWhy?.id === 'validation.landing.noShowBeforeEta';
  if (!cancel && !noShow) return null;
  if (!kept) return <p className="create-landing__hint">{t('movements.states.strapiCannot')}</p>;
  return (
    <div className="end-actions">
      {noShow ? (
        <ActionButton
          label={t('movements.states.noShow')}
          about={about}
          variant="danger"
          onAct={async () => onAsk({ landing, status: 'no_show' })}
        />
      ) : null}
      {cancel ? (
        <ActionButton
          label={t('movements.states.cancel')}
          about={about}
          variant="danger"
          onAct={async () => onAsk({ landing, status: 'cancelled' })}
        />
      ) : null}
      {noShowLater ? <p className="create-landing__hint">{t('validation.landing.noShowBeforeEta')}</p> : null}
    </div>
  );
}
