// The Settings sections hidden until chosen (all but Airfield details, the one Settings opens on), with
// their own texts (the settingsSections audience) and what Airfield details shows below its form: one
// chunk that loads just after the screen, so the screen stays within its budget (docs/decisions/0040).
// The service worker keeps it for offline.
import type { ComponentType } from 'react';
import { screenTexts } from '@/i18n/desk-catalogs';
import { useScreenTexts } from '@/i18n/use-screen-texts';
import { ClockBlock } from './ClockBlock';
import { OpeningHoursSection as OpeningHours } from './opening-hours/OpeningHoursSection';
import { PricingLandingSection as PricingLanding } from './pricing-landing/PricingLandingSection';
import { RunwaySection as Runway } from './RunwaySection';
import { RequestPageBlock } from './request-page/RequestPageBlock';
import { SectionLoading } from './SectionLoading';
import { ExtraServicesSection as ExtraServices } from './services/ExtraServicesSection';

export { PricingParkingSection } from './PricingParkingSection';
export { ChangePasswordSection } from './password/ChangePasswordSection';

const sectionsTexts = screenTexts('settings.openingHours.title', {
  en: () => import('@/i18n/catalogs/en.json?audience=settingsSections'),
  pt: () => import('@/i18n/catalogs/pt.json?audience=settingsSections'),
});

/** A section that names those texts, once they are at hand. */
const withTexts = (Section: ComponentType): ComponentType =>
  function WithSectionTexts() {
    return useScreenTexts(sectionsTexts) ? <Section /> : <SectionLoading />;
  };

export const OpeningHoursSection = withTexts(OpeningHours);
export const RunwaySection = withTexts(Runway);
export const PricingLandingSection = withTexts(PricingLanding);
export const ExtraServicesSection = withTexts(ExtraServices);

/** Airfield details below its form (the section Settings opens on): they may arrive a moment after it. */
export function AirfieldExtras() {
  return (
    <>
      <RequestPageBlock />
      <ClockBlock />
    </>
  );
}
