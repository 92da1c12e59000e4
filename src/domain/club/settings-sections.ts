// The settings sections in the order of the left menu, each with its catalog label, and reading
// one from the URL so a reload returns to the section that was open. Pure data, so the router can
// read it on any route.
import type { MessageId } from '@/i18n/messages';

export const SETTINGS_SECTIONS = [
  { key: 'airfield', label: 'settings.sections.airfield' },
  { key: 'password', label: 'settings.sections.password' },
  { key: 'opening-hours', label: 'settings.sections.openingHours' },
  { key: 'runway', label: 'settings.sections.runway' },
  { key: 'pricing-landing', label: 'settings.sections.pricingLanding' },
  { key: 'pricing-parking', label: 'settings.sections.pricingParking' },
  { key: 'services', label: 'settings.sections.services' },
  { key: 'payments', label: 'settings.sections.payments' },
  { key: 'requests', label: 'settings.sections.requests' },
] as const satisfies ReadonlyArray<{ key: string; label: MessageId }>;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]['key'];

export const DEFAULT_SECTION: SettingsSectionKey = 'airfield';

export function parseSection(value: unknown): SettingsSectionKey | undefined {
  return SETTINGS_SECTIONS.find((section) => section.key === value)?.key;
}
