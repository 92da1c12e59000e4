// Which language this device's desk speaks: the browser's, English or Portuguese. Each language
// names itself, so a reader finds their own whatever the desk speaks now.
import { type LanguageChoice, useLanguageChoice } from '@/data/react/use-language-choice';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';

export function LanguageSelect() {
  const t = useT();
  const [choice, choose] = useLanguageChoice();
  return (
    <LabelledField label={t('settings.device.language')} hint={t('settings.device.languageHint')}>
      {(control) => (
        <select
          {...control}
          name="language"
          value={choice}
          onChange={(event) => void choose(event.target.value as LanguageChoice)}
        >
          <option value="browser">{t('settings.device.languageBrowser')}</option>
          <option value="en" lang="en">
            {t('settings.device.languageEn')}
          </option>
          <option value="pt" lang="pt">
            {t('settings.device.languagePt')}
          </option>
        </select>
      )}
    </LabelledField>
  );
}
