// Change password: current, new and confirmation with the hint; SAVE only when the current one is
// filled and the new one passes the rule and matches (SPEC §5); errors in the form's label (§8).
import { type FormEvent, useState } from 'react';
import { canSavePasswordChange, type PasswordChange } from '@/domain/password';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { TextField } from '@/ui/TextField';
import { SectionFrame } from '../SectionFrame';
import { useChangePassword } from './use-change-password';

const EMPTY: PasswordChange = { current: '', next: '', confirmation: '' };
const NEW_PASSWORD_LABELS = { password: 'New password', confirmation: 'Confirm new password' };

export function ChangePasswordSection() {
  const [form, setForm] = useState<PasswordChange>(EMPTY);
  const { submit, pending, error } = useChangePassword();
  const set = (key: keyof PasswordChange) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSavePasswordChange(form)) await submit(form);
  };

  return (
    <SectionFrame id="password" title="Change password">
      <form className="settings-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={set('current')}
        />
        <NewPasswordFields
          labels={NEW_PASSWORD_LABELS}
          password={form.next}
          confirmation={form.confirmation}
          onPassword={set('next')}
          onConfirmation={set('confirmation')}
        />
        <div className="save-bar">
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSavePasswordChange(form) || pending}
          >
            SAVE
          </button>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </SectionFrame>
  );
}
