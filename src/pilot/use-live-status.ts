// The status page follows its request (docs/decisions/0021): the server's event stream for this
// token sends the request again each time it changes (the desk decides, the aircraft lands), so the
// page shows a decision within a second. Where the stream is refused (too many open from one
// address), the page asks every 15 s while it is in view instead.
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import { callApi } from './api';

const POLL_MS = 15_000;

export const statusEventsPath = (token: string): string =>
  `/api/public/requests/${encodeURIComponent(token)}/events`;

export function useLiveStatus(
  token: string,
  initial: PublicRequestStatus,
): [PublicRequestStatus, Dispatch<SetStateAction<PublicRequestStatus>>] {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const look = () => {
      if (document.visibilityState !== 'visible') return;
      callApi<PublicRequestStatus>(`requests/${encodeURIComponent(token)}`).then(setStatus, () => undefined);
    };
    const source = typeof EventSource === 'undefined' ? null : new EventSource(statusEventsPath(token));
    if (source) {
      source.onmessage = (event: MessageEvent<string>) => {
        try {
          setStatus(JSON.parse(event.data) as PublicRequestStatus);
        } catch {
          // A message that is not a status is not for this page.
        }
      };
      // A refused stream is not retried by the browser: fall back to asking now and then.
      source.onerror = () => {
        if (source.readyState === EventSource.CLOSED && poll === undefined) poll = setInterval(look, POLL_MS);
      };
    } else {
      poll = setInterval(look, POLL_MS);
    }
    return () => {
      source?.close();
      if (poll !== undefined) clearInterval(poll);
    };
  }, [token]);
  return [status, setStatus];
}
