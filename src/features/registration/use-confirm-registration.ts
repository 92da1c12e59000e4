// Confirm from the wizard: runs the registration, and on success signs the new owner in (the
// same session store sign-in writes), forgets the draft and opens Aircraft movements.
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import { requestPersistentStorage } from '@/data/sync/connectivity';
import { confirmRegistration } from './confirm-registration';
import type { RegistrationFailure } from './registration-errors';
import type { RegistrationState } from './use-registration-draft';

export function useConfirmRegistration(registration: RegistrationState) {
  const { api, session } = useAppServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  // A second press before the first re-render must not start a second registration.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    const outcome = await confirmRegistration(
      { api, saveProgress: registration.saveProgress },
      registration.id,
      registration.draft,
      registration.progress,
    );
    if (!outcome.ok) {
      running.current = false;
      setFailure(outcome.failure);
      setBusy(false);
      return;
    }
    session.write({ token: outcome.jwt, userId: outcome.userId, clubId: outcome.clubId });
    void requestPersistentStorage();
    registration.finish();
    await navigate({ to: '/movements' });
  };

  return { confirm, busy, failure };
}
