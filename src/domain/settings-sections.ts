// The settings sections in the order of the left menu (SPEC §2), and reading one from the URL so
// a reload returns to the section that was open. Pure data, so the router can read it on any route.

export const SETTINGS_SECTIONS = [
  { key: 'airfield', label: 'Airfield details' },
  { key: 'password', label: 'Change password' },
  { key: 'opening-hours', label: 'Opening hours' },
  { key: 'runway', label: 'Runway' },
  { key: 'pricing-landing', label: 'Pricing Landing' },
  { key: 'pricing-parking', label: 'Pricing Parking' },
  { key: 'services', label: 'Extra services' },
  { key: 'payments', label: 'Payments' },
] as const;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]['key'];

export const DEFAULT_SECTION: SettingsSectionKey = 'airfield';

export function parseSection(value: unknown): SettingsSectionKey | undefined {
  return SETTINGS_SECTIONS.find((section) => section.key === value)?.key;
}
