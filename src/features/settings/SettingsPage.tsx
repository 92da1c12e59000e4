// The Settings screen: the left menu and the open section. A section mounts the first time it is
// opened and then stays mounted (only the open one is shown), so switching sections never loses
// what was typed in another.
import { useIsMutating } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useServerView } from '@/data/react/app-services-context';
import { SETTINGS_SAVE_KEY } from '@/data/settings/use-settings-write';
import { serverDescription } from '@/domain/server-capabilities';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from '@/domain/settings-sections';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { BusyBlocker } from '@/ui/BusyBlocker';
import { DeviceSettings } from './DeviceSettings';
import { SectionLoading } from './SectionLoading';
import { SettingsMenu } from './SettingsMenu';
import { SECTION_COMPONENTS } from './section-components';
import './settings.css';
import './settings-cards.css';

export interface SettingsPageProps {
  section: SettingsSectionKey;
  onSelect: (section: SettingsSectionKey) => void;
}

export function SettingsPage({ section, onSelect }: SettingsPageProps) {
  const saving = useIsMutating({ mutationKey: [...SETTINGS_SAVE_KEY] }) > 0;
  const server = useServerView();
  const t = useT();
  const [opened, setOpened] = useState<ReadonlySet<SettingsSectionKey>>(() => new Set([section]));
  // Adjusting state while rendering (not in an effect) so the section mounts in this same render.
  if (!opened.has(section)) setOpened(new Set([...opened, section]));
  return (
    <BusyBlocker busy={saving}>
      <div className="settings">
        <h1 className="settings__title">{t('settings.title')}</h1>
        <p className="settings__server">{say(t, serverDescription(server.known, server.baseUrl))}</p>
        <div className="settings__side">
          <SettingsMenu active={section} onSelect={onSelect} />
          <DeviceSettings />
        </div>
        <div className="settings__content">
          {SETTINGS_SECTIONS.filter(({ key }) => opened.has(key) || key === section).map(({ key }) => {
            const Section = SECTION_COMPONENTS[key];
            return (
              <div key={key} hidden={key !== section}>
                <Suspense fallback={<SectionLoading />}>
                  <Section />
                </Suspense>
              </div>
            );
          })}
        </div>
      </div>
    </BusyBlocker>
  );
}
