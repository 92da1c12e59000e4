// This device's language for the screens that show or change it (Settings › This device): the
// stored choice, live across tabs, and the way to change it that speaks the new language at once
// (and tells our server, when signed in).
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
  const services = useAppServices();
  const choice = useSyncExternalStore(
    subscribeLanguageChoice,
    () => readLanguageChoice(),
    () => 'browser' as const,
  );
  // The signed-in owner's account follows too, for the mails to the club's owner.
  const choose = useCallback(
    (next: LanguageChoice) => chooseLanguage(services.i18n, next, services),
    [services],
  );
  return [choice, choose];
}
