// The state of a list a step needs from the server: loading, or failed with a way to try again.
import { useT } from '@/i18n/react';

export function ListStatus({
  isPending,
  isError,
  retry,
}: {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}) {
  const t = useT();
  if (isError) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{t('errors.load')}</p>
        <button type="button" className="button button--small" onClick={retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return isPending ? <p>{t('common.loading')}</p> : null;
}
