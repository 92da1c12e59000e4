// The state of a list a step needs from the server: loading, or failed with a way to try again.
import { LOAD_ERROR } from '@/domain/desk-messages';
import { say } from '@/i18n/messages';
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
        <p>{say(t, LOAD_ERROR)}</p>
        <button type="button" className="button button--small" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return isPending ? <p>Loading...</p> : null;
}
