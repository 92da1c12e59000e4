// The browser tab's title tells a desk in another tab that requests wait: '(2) PPR Desk' (ADR 0009);
// with the sound turned on in Settings, a new request also beeps (issue 15).
import { useEffect, useRef } from 'react';
import { useRequestSound } from '@/data/react/use-sound-preference';
import { DESK_TITLE, deskTitle, shouldSound } from '@/domain/movements-view';
import { beep } from '@/ui/beep';
import { useUndecidedCount } from './use-undecided-count';

export function TabTitle() {
  const undecided = useUndecidedCount();
  const sound = useRequestSound();
  const before = useRef<number | null>(null);
  useEffect(() => {
    document.title = deskTitle(undecided);
    if (shouldSound(before.current, undecided, sound)) beep();
    before.current = undecided;
  }, [undecided, sound]);
  useEffect(
    () => () => {
      document.title = DESK_TITLE;
    },
    [],
  );
  return null;
}
