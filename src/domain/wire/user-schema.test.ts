import { describe, expect, it } from 'vitest';
import { filledDraft } from '@/test/registration-fixture';
import { isStepValid } from '../accounts/registration';
import { acceptsUserField, registerBody } from './user-schema';

const draft = () => filledDraft({ category: 1, services: { 'Fuel AVGAS 100LL': 1, Catering: 2 } });

describe('the users schema', () => {
  it.each([
    ['username', 'ab'],
    ['username', 'x'.repeat(61)],
    ['email', 'ops@evora'],
    ['email', `${'x'.repeat(195)}@evora.example`],
    ['password', 'runway09'],
  ] as const)('refuses %s = %s, and registration does not continue with it', (field, value) => {
    expect(acceptsUserField(field, value)).toBe(false);
    const step = field === 'password' ? 2 : 1;
    expect(isStepValid(step, draft())).toBe(true);
    expect(isStepValid(step, { ...draft(), [field]: value, confirmation: value })).toBe(false);
  });

  it('reads a register body as the server will: the username trimmed, nothing else taken', () => {
    const body = { username: ' evora-ops ', email: 'ops@evora.example', password: 'Runway09!' };
    expect(registerBody.safeParse(body).data).toEqual({ ...body, username: 'evora-ops' });
    expect(registerBody.safeParse({ ...body, role: 'owner' }).success).toBe(false);
  });
});
