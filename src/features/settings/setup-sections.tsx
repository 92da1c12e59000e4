// The settings a club sets up once (online payments, acceptance rules, the runway from the aerodrome
// data): loaded just after the Settings screen, with their own texts (the setup audience,
// docs/decisions/0032).
import { screenTexts } from '@/i18n/desk-catalogs';
import { useScreenTexts } from '@/i18n/use-screen-texts';
import { AerodromeFill, type AerodromeFillProps } from './AerodromeFill';
import { PaymentsSection } from './PaymentsSection';
import { RequestsSection } from './requests/RequestsSection';
import { SectionLoading } from './SectionLoading';

const setupTexts = screenTexts('settings.acceptance.title', {
  en: () => import('@/i18n/catalogs/en.json?audience=setup'),
  pt: () => import('@/i18n/catalogs/pt.json?audience=setup'),
});

export function PaymentsSetup() {
  return useScreenTexts(setupTexts) ? <PaymentsSection /> : <SectionLoading />;
}

export function RequestsSetup() {
  return useScreenTexts(setupTexts) ? <RequestsSection /> : <SectionLoading />;
}

export function AerodromeFillSetup(props: AerodromeFillProps) {
  return useScreenTexts(setupTexts) ? <AerodromeFill {...props} /> : null;
}
