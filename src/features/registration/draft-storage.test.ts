import { describe, expect, it } from 'vitest';
import { completeTask, emptyProgress } from '@/domain/accounts/registration-progress';
import { memoryStorage } from '@/test/memory-storage';
import { filledDraft, NEW_OWNER } from '@/test/registration-fixture';
import {
  clearRegistration,
  loadRegistration,
  newRegistration,
  REGISTRATION_STORAGE_KEY,
  saveRegistration,
} from './draft-storage';

const draft = () => filledDraft({ category: 2, services: { 'Fuel AVGAS 100LL': 1, Catering: 4 } });

describe('draft storage', () => {
  it('keeps the draft, step and progress but never the passwords', () => {
    const storage = memoryStorage();
    const progress = completeTask(
      emptyProgress(),
      { kind: 'register' },
      { account: { userId: 9, jwt: 'ey.x' } },
    );
    const saved = { ...newRegistration(), step: 6 as const, draft: draft(), progress };
    saveRegistration(storage, saved);

    expect(storage.getItem(REGISTRATION_STORAGE_KEY)).not.toContain(NEW_OWNER.password);
    const loaded = loadRegistration(storage);
    expect(loaded).toEqual({ ...saved, draft: { ...saved.draft, password: '', confirmation: '' } });
    expect(loaded?.draft.services[4]).toEqual({ active: true, price: '' });
  });

  it('ignores nothing stored, unreadable JSON and an unknown shape', () => {
    const storage = memoryStorage();
    expect(loadRegistration(storage)).toBeNull();
    storage.setItem(REGISTRATION_STORAGE_KEY, '{not json');
    expect(loadRegistration(storage)).toBeNull();
    storage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ id: 'short', step: 12 }));
    expect(loadRegistration(storage)).toBeNull();
  });

  it('forgets the registration when cleared', () => {
    const storage = memoryStorage();
    saveRegistration(storage, newRegistration());
    expect(loadRegistration(storage)?.step).toBe(1);
    clearRegistration(storage);
    expect(loadRegistration(storage)).toBeNull();
  });

  it('gives each new registration its own id', () => {
    expect(newRegistration().id).not.toBe(newRegistration().id);
  });
});
