// CORRECT on a row and the dialog it opens; a saved correction goes through the outbox like any
// change.
import { useRef, useState } from 'react';
import { correctionChange } from '@/data/landings/commands';
import { useServerOffers } from '@/data/react/app-services-context';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { useServiceOffers } from '@/data/settings/use-settings-data';
import { type Correction, correctionOffers } from '@/domain/landings/correction-form';
import { aircraftHeadline, landingIdentity } from '@/domain/landings/landing-identity';
import type { Landing } from '@/domain/wire/entities';
import { useT } from '@/i18n/react';
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';

const form = chunkOnScreen(() => import('./CorrectForm').then((m) => m.CorrectForm));

export function CorrectAction({ landing }: { landing: Landing }) {
  const t = useT();
  const engine = useSyncEngine();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const offers = correctionOffers(useServiceOffers()?.offers ?? [], landing);
  const keepsFreeText = useServerOffers('movement-log', { untilKnown: true });
  const aircraft = aircraftHeadline(landingIdentity(landing)) ?? landing.ppr ?? '';
  form.useAskOnScreen();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const save = async (correction: Correction) => {
    try {
      await engine.enqueue(correctionChange(landing.id, correction));
      close();
      return true;
    } catch (error) {
      console.error(error);
      toast.error(t('shell.refused.correction'));
      return false;
    }
  };

  return (
    <>
      <button ref={button} type="button" className="button correct-action" onClick={() => setOpen(true)}>
        {t('movements.correct.open')}
      </button>
      <Modal
        open={open}
        title={t('movements.correct.title', { aircraft })}
        onClose={close}
        className="create-landing-modal"
      >
        {open ? (
          <form.Component
            landing={landing}
            offers={offers}
            keepsFreeText={keepsFreeText}
            onCancel={close}
            onSave={save}
          />
        ) : null}
      </Modal>
    </>
  );
}
