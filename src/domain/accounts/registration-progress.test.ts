import { describe, expect, it } from 'vitest';
import { emptyDraft, type RegistrationDraft } from './registration';
import {
  type ConfirmProgress,
  canContinue,
  completeTask,
  emptyProgress,
  INITIAL_BAND_UPPER_KG,
  initialBand,
  isStepLocked,
  nextStep,
  previousStep,
  remainingTasks,
  resumeStep,
  taskKey,
} from './registration-progress';

const draft = (): RegistrationDraft => {
  const d: RegistrationDraft = {
    ...emptyDraft(),
    username: 'evora',
    email: 'ops@evora.pt',
    password: 'Runway09!',
    confirmation: 'Runway09!',
    price_land: '12,50',
    price_touch: '6',
    services: {
      3: { active: true, price: '9' },
      1: { active: true, price: '' },
      2: { active: false, price: '' },
    },
  };
  d.schedule.mon = { open: '09:00', close: '18:00' };
  d.schedule.sat = { open: '10:00', close: '13:00' };
  return d;
};

const registered: ConfirmProgress = { ...emptyProgress(), account: { userId: 7, jwt: 'jwt' } };

describe('initialBand', () => {
  it('spans every weight with the step 6 landing and touch-and-go rates', () => {
    expect(initialBand(draft())).toEqual({
      weight1: 0,
      weight2: INITIAL_BAND_UPPER_KG,
      priceLand: 12.5,
      priceTouchGo: 6,
    });
  });
  it('prices blank rates at 0', () => {
    expect(initialBand(emptyDraft())).toMatchObject({ priceLand: 0, priceTouchGo: 0 });
  });
});

describe('remainingTasks', () => {
  it('starts with the account and ends with the services, open days and chosen services only', () => {
    expect(remainingTasks(draft(), emptyProgress()).map((t) => taskKey('d1', t))).toEqual([
      'd1:register',
      'd1:club',
      'd1:schedule-0',
      'd1:schedule-5',
      'd1:band',
      'd1:service-1',
      'd1:service-3',
    ]);
  });

  it('skips what earlier attempts already created', () => {
    let progress = completeTask(registered, { kind: 'club' }, { clubId: 4 });
    const [monday] = remainingTasks(draft(), progress).filter((t) => t.kind === 'schedule');
    if (!monday) throw new Error('expected a schedule task');
    progress = completeTask(progress, monday);
    progress = completeTask(progress, { kind: 'service', service: 1, price: 0 });
    expect(remainingTasks(draft(), progress).map((t) => t.kind)).toEqual(['schedule', 'band', 'service']);
    expect(progress).toMatchObject({ clubId: 4, schedulesDone: [0], servicesDone: [1] });
  });

  it('has nothing left once everything is done', () => {
    const done: ConfirmProgress = {
      account: { userId: 7, jwt: 'jwt' },
      clubId: 4,
      schedulesDone: [0, 5],
      bandDone: true,
      servicesDone: [1, 3],
    };
    expect(remainingTasks(draft(), done)).toEqual([]);
  });

  it('sends the parsed schedule times and service prices', () => {
    const tasks = remainingTasks(draft(), registered);
    expect(tasks).toContainEqual({
      kind: 'schedule',
      row: { day_index: 0, day: 'mon', open: '09:00:00', close: '18:00:00' },
    });
    expect(tasks).toContainEqual({ kind: 'service', service: 1, price: 0 });
  });
});

describe('completeTask', () => {
  it('stores the account and club the server gave', () => {
    const p = completeTask(emptyProgress(), { kind: 'register' }, { account: { userId: 3, jwt: 'x' } });
    expect(p.account).toEqual({ userId: 3, jwt: 'x' });
    expect(completeTask(p, { kind: 'band', band: initialBand(draft()) }).bandDone).toBe(true);
  });
});

describe('taskKey', () => {
  it('is a valid Idempotency-Key and stable for the same draft and task', () => {
    const id = '0b6f1d0e-6a55-4d43-9a3d-8b1f0c2e7d11';
    const key = taskKey(id, { kind: 'service', service: 12, price: 3 });
    expect(key).toBe(`${id}:service-12`);
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(taskKey(id, { kind: 'service', service: 12, price: 9 })).toBe(key);
  });
});

describe('locking and resuming', () => {
  it('locks the account steps once registered and every step once the club exists', () => {
    expect(isStepLocked(1, emptyProgress())).toBe(false);
    expect(isStepLocked(2, registered)).toBe(true);
    expect(isStepLocked(3, registered)).toBe(false);
    expect(isStepLocked(7, { ...registered, clubId: 4 })).toBe(true);
  });

  it('lets a registered account continue past step 2 without its (unstored) passwords', () => {
    const noPasswords = { ...draft(), password: '', confirmation: '' };
    expect(canContinue(2, noPasswords, emptyProgress())).toBe(false);
    expect(canContinue(2, noPasswords, registered)).toBe(true);
    expect(canContinue(1, { ...draft(), username: '' }, emptyProgress())).toBe(false);
    expect(canContinue(1, { ...draft(), username: 'ab ' }, emptyProgress())).toBe(false);
    expect(canContinue(1, { ...draft(), username: 'abc' }, emptyProgress())).toBe(true);
  });

  it('reopens step 2 after a reload when the passwords are needed again', () => {
    const noPasswords = { ...draft(), password: '', confirmation: '' };
    expect(resumeStep(6, noPasswords, emptyProgress())).toBe(2);
    expect(resumeStep(6, noPasswords, registered)).toBe(6);
    expect(resumeStep(1, noPasswords, emptyProgress())).toBe(1);
    expect(resumeStep(6, draft(), emptyProgress())).toBe(6);
  });
});

describe('nextStep and previousStep', () => {
  it('move one step and stop at the ends', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(8)).toBe(8);
    expect(previousStep(8)).toBe(7);
    expect(previousStep(1)).toBe(1);
  });
});
