// Step 1: the owner's username and email.
import { USERNAME_MIN_LENGTH } from '@/domain/user-schema';
import { TextField } from '@/ui/TextField';
import type { StepProps } from './step-props';

export function AccountStep({ draft, onChange }: StepProps) {
  return (
    <>
      <TextField
        label="Username"
        value={draft.username}
        onChange={(username) => onChange({ username })}
        autoComplete="username"
        maxLength={60}
        hint={`At least ${USERNAME_MIN_LENGTH} characters.`}
        required
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        value={draft.email}
        onChange={(email) => onChange({ email })}
        autoComplete="email"
        maxLength={200}
        required
      />
    </>
  );
}
