// A section's SAVE button (enabled only after a change) and why the last save did not go through.
import { useT } from '@/i18n/react';

export interface SaveBarProps {
  canSave: boolean;
  pending: boolean;
  message: string | null;
  /** Without it the button submits the surrounding form. */
  onSave?: () => void;
  /** Names what a second form of a section saves, for assistive technology (the text stays SAVE), in words. */
  about?: string;
}

export function SaveBar({ canSave, pending, message, onSave, about }: SaveBarProps) {
  const t = useT();
  return (
    <div className="save-bar">
      <button
        type={onSave ? 'button' : 'submit'}
        className="button button--primary"
        disabled={!canSave || pending}
        onClick={onSave}
      >
        {t('settings.save.button')}
        {about ? (
          <>
            {' '}
            <span className="visually-hidden">{about}</span>
          </>
        ) : null}
      </button>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
