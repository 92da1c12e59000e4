// Confirm from the wizard: runs the registration, and on success signs the new owner in (the
// same session store sign-in writes), forgets the draft and opens Aircraft movements; on a server
// with pilot request pages it first shows the last screen with the page's link (ADR 0009).
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useAppServices } from '@/data/react/app-services-context';
import type { RegistrationFailure } from '@/data/registration/registration-errors';
import { confirmRegistration, requestPageSlug } from '@/data/registration/run-registration';
import { openSession } from '@/data/session/sign-in';
import { type Message, msg, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';
import type { RegistrationState } from './use-registration-draft';

/** Stays until read: without the link, signing in on another device finds no club. */
const OWNER_NOTICE = { autoClose: false, toastId: 'owner-not-linked' } as const;

export const ownerNotLinked = (username: string, clubId: number): Message =>
  msg('registration.ownerNotLinked', { username: username.trim(), clubId });

export function useConfirmRegistration(registration: RegistrationState) {
  const { api, server, session } = useAppServices();
  const navigate = useNavigate();
  const t = useT();
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
      { api, server, saveProgress: registration.saveProgress },
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
      toast.warning(say(t, ownerNotLinked(registration.draft.username, outcome.clubId)), OWNER_NOTICE);
    registration.finish();
    if (server.known()?.adapter.offers('pilot-requests')) {
      setDone({ slug: await requestPageSlug(api, outcome.clubId) });
      return;
    }
    await navigate({ to: '/movements' });
  };
  const openMovements = () => navigate({ to: '/movements' });

  return { confirm, busy, failure, done, openMovements };
}
