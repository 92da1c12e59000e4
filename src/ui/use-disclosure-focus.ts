// Where the focus goes as the operator opens and closes a part of the screen (a form behind a
// button, a modal): into it when it opens, back to the button that opened it when it closes.
import { type RefObject, useEffect, useRef } from 'react';

/** Nothing moves on the first render: only a change the operator made moves the focus. */
export function useDisclosureFocus(
  open: boolean,
  opener: RefObject<HTMLElement | null>,
  inside?: RefObject<HTMLElement | null>,
): void {
  const opened = useRef(false);
  useEffect(() => {
    if (open) {
      opened.current = true;
      inside?.current?.focus();
    } else if (opened.current) opener.current?.focus();
  }, [open, opener, inside]);
}
