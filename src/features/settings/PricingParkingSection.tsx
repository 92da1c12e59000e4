// Pricing Parking: hourly parking price per aircraft class and the free hours before it applies.
import { ClubGroupSection } from './ClubGroupSection';
import { SAVED } from './save-messages';

export function PricingParkingSection() {
  return (
    <ClubGroupSection
      id="pricing-parking"
      title="settings.sections.pricingParking"
      group="parking"
      success={SAVED.parking}
    />
  );
}
