// Builds one of each Intl formatter the page is about to use, on this worker's thread, then ends:
// ICU's locale, number and calendar data load once per renderer process (see warm-intl.ts).
import type { WarmRequest } from './warm-intl';

/** This file runs as a dedicated worker; the project's types are the window's. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WarmRequest>) => void) | null;
  postMessage(message: 'ready'): void;
  close(): void;
};

scope.onmessage = ({ data }) => {
  const { tag, timeZone } = data;
  new Intl.NumberFormat(tag).format(1234.5);
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(12.5);
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(0);
  new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone }).format(0);
  new Intl.PluralRules(tag).select(2);
  scope.postMessage('ready');
  scope.close();
};
