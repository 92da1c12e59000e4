// What Confirm still has to do for a registration draft, given what earlier attempts already
// created (docs/product.md#registration: register, create club, club services). Keeping the
// progress lets a retry resume where it stopped instead of registering or creating anything twice.

import type { ScheduleRow } from '../club/schedule';
import { parseDecimal } from '../desk/inputs';
import type { WeightBand } from '../fees/fee-rules';
import { isStepValid, type RegistrationDraft, type RegistrationStep } from './registration';
import { draftSchedules, draftServices } from './registration-payload';

/** The initial band covers every aircraft: from 0 kg to a bound no MTOW reaches. */
export const INITIAL_BAND_UPPER_KG = 100_000;

export interface ConfirmProgress {
  /** Set once the account is registered; the token is needed for every later call. */
  account: { userId: number; jwt: string } | null;
  clubId: number | null;
  /** day_index of each schedule row already created. */
  schedulesDone: number[];
  bandDone: boolean;
  /** Service ids already linked to the club. */
  servicesDone: number[];
}

export function emptyProgress(): ConfirmProgress {
  return { account: null, clubId: null, schedulesDone: [], bandDone: false, servicesDone: [] };
}

/** The one weight band registration creates: the rates of step 6, blanks as 0. */
export function initialBand(draft: RegistrationDraft, tag?: string): WeightBand {
  return {
    weight1: 0,
    weight2: INITIAL_BAND_UPPER_KG,
    priceLand: parseDecimal(draft.price_land, tag) ?? 0,
    priceTouchGo: parseDecimal(draft.price_touch, tag) ?? 0,
  };
}

export type ConfirmTask =
  | { kind: 'register' }
  | { kind: 'club' }
  | { kind: 'schedule'; row: ScheduleRow }
  | { kind: 'band'; band: WeightBand }
  | { kind: 'service'; service: number; price: number };

/** The calls still to make, in order: account, club, schedules, band, services (`tag`: the numbers' language). */
export function remainingTasks(
  draft: RegistrationDraft,
  progress: ConfirmProgress,
  tag?: string,
): ConfirmTask[] {
  const tasks: ConfirmTask[] = [];
  if (!progress.account) tasks.push({ kind: 'register' });
  if (progress.clubId === null) tasks.push({ kind: 'club' });
  for (const row of draftSchedules(draft)) {
    if (!progress.schedulesDone.includes(row.day_index)) tasks.push({ kind: 'schedule', row });
  }
  if (!progress.bandDone) tasks.push({ kind: 'band', band: initialBand(draft, tag) });
  for (const choice of draftServices(draft, tag)) {
    if (!progress.servicesDone.includes(choice.service)) tasks.push({ kind: 'service', ...choice });
  }
  return tasks;
}

/**
 * The Idempotency-Key of a task: the same draft and task give the same key, so a request whose
 * answer was lost is recognised by the server when Confirm is pressed again.
 */
export function taskKey(draftId: string, task: ConfirmTask): string {
  switch (task.kind) {
    case 'schedule':
      return `${draftId}:schedule-${task.row.day_index}`;
    case 'service':
      return `${draftId}:service-${task.service}`;
    default:
      return `${draftId}:${task.kind}`;
  }
}

/** The progress after a task succeeded (a new object: progress is stored as it moves). */
export function completeTask(
  progress: ConfirmProgress,
  task: ConfirmTask,
  result: { account?: { userId: number; jwt: string }; clubId?: number } = {},
): ConfirmProgress {
  switch (task.kind) {
    case 'register':
      return { ...progress, account: result.account ?? progress.account };
    case 'club':
      return { ...progress, clubId: result.clubId ?? progress.clubId };
    case 'schedule':
      return { ...progress, schedulesDone: [...progress.schedulesDone, task.row.day_index] };
    case 'band':
      return { ...progress, bandDone: true };
    case 'service':
      return { ...progress, servicesDone: [...progress.servicesDone, task.service] };
  }
}

/**
 * Whether a step can no longer change: the account (steps 1–2) once registered, and every step
 * once the club exists, because what was already sent would not be sent again.
 */
export function isStepLocked(step: RegistrationStep, progress: ConfirmProgress): boolean {
  if (progress.clubId !== null) return true;
  return step <= 2 && progress.account !== null;
}

/** Continue (Confirm on step 8): a locked step was valid when it was sent; passwords are not kept. */
export function canContinue(
  step: RegistrationStep,
  draft: RegistrationDraft,
  progress: ConfirmProgress,
  tag?: string,
): boolean {
  if (isStepLocked(step, progress)) return true;
  return isStepValid(step, draft, tag);
}

/**
 * The step to reopen after a reload. Passwords are never stored, so a draft whose account is
 * not registered yet goes back to step 2 if it had moved past it.
 */
export function resumeStep(
  saved: RegistrationStep,
  draft: RegistrationDraft,
  progress: ConfirmProgress,
): RegistrationStep {
  if (saved > 2 && progress.account === null && !isStepValid(2, draft)) return 2;
  return saved;
}

const STEPS: readonly RegistrationStep[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** The step Continue goes to (the last one stays). */
export function nextStep(step: RegistrationStep): RegistrationStep {
  return STEPS[step] ?? step;
}

/** The step Back goes to (the first one stays). */
export function previousStep(step: RegistrationStep): RegistrationStep {
  return STEPS[step - 2] ?? step;
}
