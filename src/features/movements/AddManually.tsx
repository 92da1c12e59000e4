// ADD MANUALLY and the Create Landing modal it opens. Owns what was typed when Escape or ✕ closed it,
// kept per club for the next opening while this tab runs, across screens (a slip of the hand or a look
// at History mid-call loses no radio call), never on disk; CANCEL or a created landing forgets it.
import { useCallback, useRef, useState } from 'react';
import { useCreateLandingLookups } from '@/data/landings/use-club-landings';
import { useAppServices, useServerOffers } from '@/data/react/app-services-context';
import type { ClosureDates } from '@/domain/club/closure-dates';
import type { SlotLimit } from '@/domain/club/slot-limits';
import type { ParkingRates } from '@/domain/fees/fee-rules';
import type { ManualLandingForm, ManualLandingParts } from '@/domain/landings/manual-landing';
import type { ClubRef } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { Modal } from '@/ui/Modal';
import { useDisclosureFocus } from '@/ui/use-disclosure-focus';
import { useTodayIso } from './hooks/screen-clock';

const form = chunkOnScreen(() => import('./create/CreateLandingForm').then((m) => m.CreateLandingForm));

const drafts = new Map<number, ManualLandingForm>();

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

  const keepDraft = useCallback((typed: ManualLandingForm) => void drafts.set(clubId, typed), [clubId]);
  const close = () => setOpen(false);
  const discard = () => {
    drafts.delete(clubId);
    close();
  };
  const create = async (parts: Omit<ManualLandingParts, 'now'>) => {
    const stored = await onCreate(parts);
    if (stored) discard();
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
        {/* Mounted only while open; it opens again with what Escape left, CANCEL leaves nothing. */}
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
            initial={drafts.get(clubId) ?? null}
            onDraft={keepDraft}
            onCancel={discard}
            onCreate={create}
          />
        ) : null}
      </Modal>
    </>
  );
}
