// The browser tab's title tells a desk in another tab that requests wait: '(2) PPR Desk' (ADR 0009),
// and how many accepted landings are OVERDUE: '(2) 1 OVERDUE · PPR Desk'
// (docs/product/movement-log.md); with the sound turned on in Settings, a new request also beeps.
import { useEffect, useRef } from 'react';
import { useRequestSound } from '@/data/react/use-sound-preference';
import { DESK_TITLE, shouldSound } from '@/domain/desk/movements-view';
import { useT } from '@/i18n/react';
import { beep } from '@/ui/beep';
import { useOverdueCount } from './use-overdue-count';
import { useUndecidedCount } from './use-undecided-count';

export function TabTitle() {
  const t = useT();
  const undecided = useUndecidedCount();
  const overdue = useOverdueCount();
  const sound = useRequestSound();
  const before = useRef<number | null>(null);
  useEffect(() => {
    document.title =
      overdue > 0
        ? t('shell.tabTitleOverdue', { count: undecided, overdue })
        : t('shell.tabTitle', { count: undecided });
  }, [t, undecided, overdue]);
  useEffect(() => {
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
