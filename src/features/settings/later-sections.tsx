// The Settings sections hidden until chosen (all but Airfield details, the one Settings opens on):
// one chunk that loads just after the screen, so the screen itself stays within its budget
// (docs/decisions/0028). The service worker keeps it for offline.
export { OpeningHoursSection } from './opening-hours/OpeningHoursSection';
export { PricingParkingSection } from './PricingParkingSection';
export { ChangePasswordSection } from './password/ChangePasswordSection';
export { PricingLandingSection } from './pricing-landing/PricingLandingSection';
export { RunwaySection } from './RunwaySection';
export { ExtraServicesSection } from './services/ExtraServicesSection';
