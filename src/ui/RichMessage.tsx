// A catalog message with elements inside it, e.g. '<0>Sign in again</0> to send 2 changes': the
// language keeps its own word order around the link, and each numbered tag becomes the element
// given for it, holding the words between the tags.
import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageId, MessageValues } from '@/i18n/messages';

export interface RichMessageProps {
  id: MessageId;
  values?: MessageValues;
  /** The element for each tag: `{ 0: <Link to="/" /> }` for `<0>…</0>`. */
  elements: Record<number, ReactElement>;
}

export function RichMessage({ id, values, elements }: RichMessageProps) {
  return <Trans id={id} values={values ?? {}} components={elements} />;
}
