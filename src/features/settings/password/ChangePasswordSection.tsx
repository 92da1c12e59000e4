// Change password: current, new and confirmation with the hint; SAVE only when the current one is
// filled and the new one passes the rule and matches; errors in the form's error label.
import { type FormEvent, useState } from 'react';
import { canSavePasswordChange, type PasswordChange } from '@/domain/accounts/password';
import { useT } from '@/i18n/react';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { TextField } from '@/ui/TextField';
import { SectionFrame } from '../SectionFrame';
import { useChangePassword } from './use-change-password';

const EMPTY: PasswordChange = { current: '', next: '', confirmation: '' };
export function ChangePasswordSection() {
  const t = useT();
  const [form, setForm] = useState<PasswordChange>(EMPTY);
  const { submit, pending, error } = useChangePassword();
  const set = (key: keyof PasswordChange) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSavePasswordChange(form) && !pending) await submit(form);
  };

  return (
    <SectionFrame id="password" title={t('settings.sections.password')}>
      <form className="settings-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={set('current')}
        />
        <NewPasswordFields
          labels={{ password: t('settings.password.new'), confirmation: t('settings.password.confirmNew') }}
          password={form.next}
          confirmation={form.confirmation}
          onPassword={set('next')}
          onConfirmation={set('confirmation')}
        />
        <div className="save-bar">
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSavePasswordChange(form)}
            aria-disabled={pending}
          >
            {t('settings.save.button')}
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
