// The left menu of Settings: the eight sections, LOGOUT and, on a server with sessions, SIGN OUT
// EVERYWHERE beside it.
import { SETTINGS_SECTIONS, type SettingsSectionKey } from '@/domain/club/settings-sections';
import { useT } from '@/i18n/react';
import { useLogout } from './use-logout';
import { useSignOutEverywhere } from './use-sign-out-everywhere';

export interface SettingsMenuProps {
  active: SettingsSectionKey;
  onSelect: (section: SettingsSectionKey) => void;
}

export function SettingsMenu({ active, onSelect }: SettingsMenuProps) {
  const logout = useLogout();
  const everywhere = useSignOutEverywhere();
  const t = useT();
  return (
    <nav className="settings-menu" aria-label={t('settings.sections.label')}>
      <ul>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.key}>
            <button
              type="button"
              className="settings-menu__item"
              aria-current={section.key === active ? 'page' : undefined}
              onClick={() => onSelect(section.key)}
            >
              {t(section.label)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="settings-menu__item settings-menu__logout"
            onClick={() => void logout()}
          >
            {t('settings.logout')}
          </button>
        </li>
        {everywhere.available ? (
          <li>
            <button
              type="button"
              className="settings-menu__item settings-menu__logout"
              onClick={() => void everywhere.run()}
            >
              {t('settings.signOutEverywhere')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
