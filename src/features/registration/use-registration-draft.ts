// The wizard's state: the draft, the current step and Confirm's progress, restored from and
// written back to localStorage on every change until the registration is finished.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegistrationDraft, RegistrationStep } from '@/domain/accounts/registration';
import { type ConfirmProgress, resumeStep } from '@/domain/accounts/registration-progress';
import {
  clearRegistration,
  loadRegistration,
  newRegistration,
  type StoredRegistration,
  saveRegistration,
} from './draft-storage';

export interface RegistrationState extends StoredRegistration {
  update(patch: Partial<RegistrationDraft>): void;
  goTo(step: RegistrationStep): void;
  /** Stores the progress at once: Confirm calls it between requests, before any reload can come. */
  saveProgress(progress: ConfirmProgress): void;
  /** After success: forget the registration, and stop writing it back. */
  finish(): void;
}

function restore(storage: Storage): StoredRegistration {
  const stored = loadRegistration(storage);
  if (!stored) return newRegistration();
  return { ...stored, step: resumeStep(stored.step, stored.draft, stored.progress) };
}

export function useRegistrationDraft(storage: Storage = window.localStorage): RegistrationState {
  const [state, setState] = useState<StoredRegistration>(() => restore(storage));
  // Every change goes through change(), so this is always the newest state, even between renders.
  const latest = useRef(state);
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveRegistration(storage, state);
  }, [storage, state]);

  const change = useCallback(
    (apply: (current: StoredRegistration) => StoredRegistration, persistNow = false) => {
      const next = apply(latest.current);
      latest.current = next;
      setState(next);
      if (persistNow && !finished.current) saveRegistration(storage, next);
    },
    [storage],
  );

  const update = useCallback(
    (patch: Partial<RegistrationDraft>) =>
      change((current) => ({ ...current, draft: { ...current.draft, ...patch } })),
    [change],
  );
  const goTo = useCallback((step: RegistrationStep) => change((current) => ({ ...current, step })), [change]);
  const saveProgress = useCallback(
    (progress: ConfirmProgress) => change((current) => ({ ...current, progress }), true),
    [change],
  );
  const finish = useCallback(() => {
    finished.current = true;
    clearRegistration(storage);
  }, [storage]);

  return { ...state, update, goTo, saveProgress, finish };
}
