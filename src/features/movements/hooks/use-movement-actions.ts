// The desk's actions on the movements screen, each recorded through the outbox: done for the
// operator once stored locally, sent when the server can be reached.
import { useMemo } from 'react';
import {
  arrivalChange,
  arrivalCorrection,
  createLandingChange,
  decisionChange,
  departureChange,
  endingChange,
  handFeeChange,
  reopenChange,
} from '@/data/landings/commands';
import type { DeskChange } from '@/data/react/records';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import {
  ARRIVAL_ERROR,
  CANCEL_ERROR,
  CREATE_ERROR,
  DENY_ERROR,
  DEPARTURE_ERROR,
  FEE_ERROR,
  GRANT_ERROR,
  NO_SHOW_ERROR,
  REOPEN_ERROR,
} from '@/domain/desk/desk-messages';
import type { EndingStatus } from '@/domain/landings/landing-transitions';
import type { ManualLandingParts } from '@/domain/landings/manual-landing';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { toast } from '@/ui/toast';

export interface MovementActions {
  accept(landingId: number): Promise<boolean>;
  /** `reason` goes to the pilot with the decision (ADR 0009). */
  reject(landingId: number, reason?: string): Promise<boolean>;
  /** Back to pending: a rejection made by mistake. */
  reopen(landingId: number): Promise<boolean>;
  arrive(landingId: number): Promise<boolean>;
  correctArrival(landingId: number, at: Date): Promise<boolean>;
  /** Departed now, or at `at` when the operator chose the time. */
  depart(landingId: number, at?: Date): Promise<boolean>;
  create(parts: Omit<ManualLandingParts, 'now'>): Promise<boolean>;
  /** A fee set by hand (whole cents) with its reason; null goes back to the rule's fee. */
  setFee(landingId: number, cents: number | null, reason?: string): Promise<boolean>;
  /** The desk cancels the landing, or records a no-show; `reason` goes to the pilot. */
  end(landingId: number, status: EndingStatus, reason?: string): Promise<boolean>;
}

export function useMovementActions(): MovementActions {
  const engine = useSyncEngine();
  const t = useT();
  return useMemo(() => {
    const { clock } = engine.services;
    // Only a local failure lands here (no session, storage refused): the server is not involved yet.
    const record = async (change: DeskChange, failure: Message): Promise<boolean> => {
      try {
        await engine.enqueue(change);
        return true;
      } catch (error) {
        console.error(`Could not record the ${change.kind} change`, error);
        toast.error(say(t, failure));
        return false;
      }
    };
    return {
      accept: (id) => record(decisionChange(id, true), GRANT_ERROR),
      reject: (id, reason) => record(decisionChange(id, false, reason), DENY_ERROR),
      reopen: (id) => record(reopenChange(id), REOPEN_ERROR),
      arrive: (id) => record(arrivalChange(id, clock.now()), ARRIVAL_ERROR),
      correctArrival: (id, at) => record(arrivalCorrection(id, at), ARRIVAL_ERROR),
      depart: (id, at) => record(departureChange(id, at ?? clock.now()), DEPARTURE_ERROR),
      setFee: (id, cents, reason) => record(handFeeChange(id, cents, reason), FEE_ERROR),
      create: (parts) => record(createLandingChange({ ...parts, now: clock.now() }), CREATE_ERROR),
      end: (id, status, reason) =>
        record(endingChange(id, status, reason), status === 'no_show' ? NO_SHOW_ERROR : CANCEL_ERROR),
    };
  }, [engine, t]);
}
