import { describe, expect, it } from 'vitest';
import { checkPilotRequest } from '@/domain/pilot-requests/pilot-request';
import { memoryStorage } from '@/test/memory-storage';
import {
  afterSending,
  EMPTY_VALUES,
  loadDraft,
  requestBodyOf,
  saveDraft,
  withNewKey,
  withService,
} from './request-draft';

const typed = {
  ...EMPTY_VALUES,
  registration: 'cs-ayz',
  aircraftType: 'Cessna 172',
  origin: 'LPCS',
  date: '2026-07-02',
  eta: '12:00',
  pilotName: 'Ana Ferreira',
  email: 'ana@example.com',
  licence: 'PT.FCL.0101',
  passengers: 'Rita Sousa\n\n',
  services: [3],
};

describe('the request draft', () => {
  it('survives a reload with its key, per airfield', () => {
    const storage = memoryStorage();
    const draft = { ...loadDraft(storage, 'evora'), values: typed };
    saveDraft(storage, 'evora', draft);
    expect(loadDraft(storage, 'evora')).toEqual(draft);
    expect(loadDraft(storage, 'other').values).toEqual(EMPTY_VALUES);
    expect(loadDraft(storage, 'other').key).not.toBe(draft.key);
  });

  it('starts afresh from a draft it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('ppr-request:evora', '{broken');
    expect(loadDraft(storage, 'evora').values).toEqual(EMPTY_VALUES);
  });

  it('after sending keeps the pilot and takes a new key', () => {
    const draft = { key: 'draft-1', values: { ...typed, phone: '+351 9' } };
    const next = afterSending(draft);
    expect(next.key).not.toBe('draft-1');
    expect(next.values).toEqual({
      ...EMPTY_VALUES,
      pilotName: 'Ana Ferreira',
      email: 'ana@example.com',
      phone: '+351 9',
      licence: 'PT.FCL.0101',
    });
    expect(withNewKey(draft).values).toBe(draft.values);
  });

  it('builds a body the shared rule accepts, empty optional fields as null', () => {
    const body = requestBodyOf(typed);
    expect(body).toMatchObject({ etd: null, phone: null, notes: null, passengers: ['Rita Sousa'] });
    expect(body).not.toHaveProperty('website');
    expect(checkPilotRequest(body, '2026-07-01').ok).toBe(true);
    expect(requestBodyOf({ ...typed, website: 'x' })).toHaveProperty('website', 'x');
  });
});

describe('a service ticked or unticked', () => {
  it('is added once, last, and removed alone', () => {
    const two = withService(withService(EMPTY_VALUES, 3, true), 7, true);
    expect(two.services).toEqual([3, 7]);
    expect(withService(two, 3, true).services).toEqual([7, 3]);
    expect(withService(two, 3, false).services).toEqual([7]);
    expect(withService(two, 9, false).services).toEqual([3, 7]);
    expect(EMPTY_VALUES.services).toEqual([]);
  });
});
