// Confirm from the wizard: runs the registration, and on success signs the new owner in (the
// same session store sign-in writes), forgets the draft and opens Aircraft movements; on a server
// with pilot request pages it first shows the last screen with the page's link (ADR 0009).
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import { confirmRegistration, requestPageSlug } from '@/data/registration/confirm-registration';
import type { RegistrationFailure } from '@/data/registration/registration-errors';
import { openSession } from '@/data/session/sign-in';
import { hasFeature } from '@/domain/server-capabilities';
import { toast } from '@/ui/toast';
import type { RegistrationState } from './use-registration-draft';

/** Stays until read: without the link, signing in on another device finds no club. */
const OWNER_NOTICE = { autoClose: false, toastId: 'owner-not-linked' } as const;

export function ownerNotLinked(username: string, clubId: number): string {
  return (
    `Your airfield was created (club ${clubId}), but this Strapi server does not let an account make ` +
    `itself a club's owner. Ask its administrator to set "clubOwner" of user "${username.trim()}" to club ` +
    `${clubId}; until then this device works, but signing in on another finds no club.`
  );
}

export function useConfirmRegistration(registration: RegistrationState) {
  const { api, server, session } = useAppServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  /** Registered on a server with request pages: the last screen shows this slug's link. */
  const [done, setDone] = useState<{ slug: string | null } | null>(null);
  // A second press before the first re-render must not start a second registration.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    const outcome = await confirmRegistration(
      { api, detectServer: server.detect, saveProgress: registration.saveProgress },
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
    openSession(session, { token: outcome.jwt, userId: outcome.userId, clubId: outcome.clubId });
    if (!outcome.ownerLinked)
      toast.warning(ownerNotLinked(registration.draft.username, outcome.clubId), OWNER_NOTICE);
    registration.finish();
    if (hasFeature(server.known()?.capabilities, 'pilot-requests')) {
      setDone({ slug: await requestPageSlug(api, outcome.clubId) });
      return;
    }
    await navigate({ to: '/movements' });
  };
  const openMovements = () => navigate({ to: '/movements' });

  return { confirm, busy, failure, done, openMovements };
}
