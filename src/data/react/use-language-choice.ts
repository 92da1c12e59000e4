// This device's language for the screens that show or change it (Settings › This device): the
// stored choice, live across tabs, and the way to change it that speaks the new language at once.
import { useCallback, useSyncExternalStore } from 'react';
import {
  chooseLanguage,
  type LanguageChoice,
  readLanguageChoice,
  subscribeLanguageChoice,
} from '../language-choice';
import { useAppServices } from './app-services-context';

export type { LanguageChoice } from '../language-choice';

export function useLanguageChoice(): [LanguageChoice, (choice: LanguageChoice) => Promise<void>] {
  const { i18n } = useAppServices();
  const choice = useSyncExternalStore(
    subscribeLanguageChoice,
    () => readLanguageChoice(),
    () => 'browser' as const,
  );
  const choose = useCallback((next: LanguageChoice) => chooseLanguage(i18n, next), [i18n]);
  return [choice, choose];
}
