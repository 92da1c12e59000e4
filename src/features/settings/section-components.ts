// Each settings section is its own chunk, loaded the first time it is opened (the service worker
// precaches them all, so this holds offline): the screen is interactive before the sections load.
import { type ComponentType, lazy } from 'react';
import type { SettingsSectionKey } from '@/domain/settings-sections';

/** `lazy` for a module's named export. */
function lazyNamed<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

export const SECTION_COMPONENTS: Readonly<Record<SettingsSectionKey, ComponentType>> = {
  airfield: lazyNamed(
    () => import('./AirfieldDetailsSection'),
    (m) => m.AirfieldDetailsSection,
  ),
  password: lazyNamed(
    () => import('./password/ChangePasswordSection'),
    (m) => m.ChangePasswordSection,
  ),
  'opening-hours': lazyNamed(
    () => import('./opening-hours/OpeningHoursSection'),
    (m) => m.OpeningHoursSection,
  ),
  runway: lazyNamed(
    () => import('./RunwaySection'),
    (m) => m.RunwaySection,
  ),
  'pricing-landing': lazyNamed(
    () => import('./pricing-landing/PricingLandingSection'),
    (m) => m.PricingLandingSection,
  ),
  'pricing-parking': lazyNamed(
    () => import('./PricingParkingSection'),
    (m) => m.PricingParkingSection,
  ),
  services: lazyNamed(
    () => import('./services/ExtraServicesSection'),
    (m) => m.ExtraServicesSection,
  ),
  payments: lazyNamed(
    () => import('./PaymentsSection'),
    (m) => m.PaymentsSection,
  ),
};
