// ADD MANUALLY and the Create Landing modal it opens. Escape and CANCEL close without saving; a
// created landing is recorded through the outbox; focus always comes back to the button.
import { useRef, useState } from 'react';
import { useCreateLandingLookups } from '@/data/landings/use-club-landings';
import { useAppServices, useServerOffers } from '@/data/react/app-services-context';
import type { ClosureDates } from '@/domain/club/closure-dates';
import type { SlotLimit } from '@/domain/club/slot-limits';
import type { ParkingRates } from '@/domain/fees/fee-rules';
import type { ManualLandingParts } from '@/domain/landings/manual-landing';
import type { ClubRef } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { Modal } from '@/ui/Modal';
import { useDisclosureFocus } from '@/ui/use-disclosure-focus';
import { useTodayIso } from './hooks/screen-clock';

const form = chunkOnScreen(() => import('./CreateLandingForm').then((m) => m.CreateLandingForm));

export interface AddManuallyProps {
  clubId: number;
  club: ClubRef | null;
  rates: ParkingRates | null;
  /** The club's closure dates: the form warns when the date is one. */
  closures: readonly ClosureDates[];
  /** The club's slot limits: the form warns when the ETA's window or day is full. */
  slotLimit: SlotLimit | null;
  onCreate: (parts: Omit<ManualLandingParts, 'now'>) => Promise<boolean>;
}

export function AddManually({ clubId, club, rates, closures, slotLimit, onCreate }: AddManuallyProps) {
  const { clock } = useAppServices();
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const lookups = useCreateLandingLookups(clubId);
  const today = useTodayIso();
  const keepsFreeText = useServerOffers('movement-log', { untilKnown: true });

  form.useAskOnScreen();
  useDisclosureFocus(open, button);

  const close = () => setOpen(false);
  const create = async (parts: Omit<ManualLandingParts, 'now'>) => {
    const stored = await onCreate(parts);
    if (stored) close();
    return stored;
  };

  return (
    <>
      <button ref={button} type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('movements.addManually')}
      </button>
      <Modal
        open={open}
        title={t('movements.createLanding.title')}
        onClose={close}
        className="create-landing-modal"
      >
        {/* Mounted only while open: closing without saving leaves nothing behind for next time. */}
        {open ? (
          <form.Component
            lookups={lookups}
            club={club}
            rates={rates}
            closures={closures}
            clubId={clubId}
            slotLimit={slotLimit}
            todayIso={today}
            keepsFreeText={keepsFreeText}
            now={() => clock.now()}
            onCancel={close}
            onCreate={create}
          />
        ) : null}
      </Modal>
    </>
  );
}
