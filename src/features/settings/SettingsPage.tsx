// The Settings screen: the left menu and the open section. Every section stays mounted (only the
// open one is shown), so switching sections never loses what was typed in another. The sections a
// club sets up once (payments, acceptance rules) arrive just after the screen, in chunks of their own,
// and so do the other sections hidden until chosen (later-sections.tsx).
import { useIsMutating } from '@tanstack/react-query';
import { type ComponentType, useRef } from 'react';
import { useServerDescription } from '@/data/react/app-services-context';
import { SETTINGS_SAVE_KEY } from '@/data/settings/use-settings-write';
import type { SettingsSectionKey } from '@/domain/club/settings-sections';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { useScreenTexts } from '@/i18n/use-screen-texts';
import { BusyBlocker } from '@/ui/BusyBlocker';
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { AirfieldDetailsSection } from './AirfieldDetailsSection';
import { DeviceSettings } from './DeviceSettings';
import { SectionLoading } from './SectionLoading';
import { SettingsMenu } from './SettingsMenu';
import { settingsTexts } from './settings-texts';
import './settings.css';
import './settings-cards.css';

/**
 * A section of one of the two chunks that load just after the screen; one whose chunk did not arrive
 * before the link dropped says so in its place and loads again when the link is back (ADR 0047).
 */
const inChunk = (load: () => Promise<ComponentType>) =>
  chunkOnScreen(load, { loading: <SectionLoading /> }).Component;
const later = (name: keyof typeof import('./later-sections')) =>
  inChunk(() => import('./later-sections').then((m) => m[name]));
const setup = (name: 'PaymentsSetup' | 'RequestsSetup') =>
  inChunk(() => import('./setup-sections').then((m) => m[name]));

const SECTIONS: ReadonlyArray<[SettingsSectionKey, ComponentType]> = [
  ['airfield', AirfieldDetailsSection],
  ['password', later('ChangePasswordSection')],
  ['opening-hours', later('OpeningHoursSection')],
  ['runway', later('RunwaySection')],
  ['pricing-landing', later('PricingLandingSection')],
  ['pricing-parking', later('PricingParkingSection')],
  ['services', later('ExtraServicesSection')],
  ['payments', setup('PaymentsSetup')],
  ['requests', setup('RequestsSetup')],
];

export interface SettingsPageProps {
  section: SettingsSectionKey;
  onSelect: (section: SettingsSectionKey) => void;
}

/** The screen, once its own texts are at hand (they load with it, settings-texts.ts). */
export function SettingsPage(props: SettingsPageProps) {
  return useScreenTexts(settingsTexts) ? (
    <Settings {...props} />
  ) : (
    <div className="settings" aria-busy="true" />
  );
}

function Settings({ section, onSelect }: SettingsPageProps) {
  const saving = useIsMutating({ mutationKey: [...SETTINGS_SAVE_KEY] }) > 0;
  const server = useServerDescription();
  const t = useT();
  // Below the menu on a phone, a chosen section would open out of sight: its place is brought into
  // view (the sections share it, so it is there before the chosen one draws).
  const content = useRef<HTMLDivElement>(null);
  const choose = (next: SettingsSectionKey) => {
    onSelect(next);
    const place = content.current;
    if (place && place.getBoundingClientRect().top > window.innerHeight / 2)
      place.scrollIntoView({ block: 'start' });
  };
  return (
    <BusyBlocker busy={saving}>
      <div className="settings">
        <h1 className="settings__title">{t('settings.title')}</h1>
        <p className="settings__server">{say(t, server)}</p>
        <div className="settings__side">
          <SettingsMenu active={section} onSelect={choose} />
          <DeviceSettings />
        </div>
        <div className="settings__content" ref={content}>
          {SECTIONS.map(([key, Section]) => (
            <div key={key} hidden={key !== section}>
              <Section />
            </div>
          ))}
        </div>
      </div>
    </BusyBlocker>
  );
}
