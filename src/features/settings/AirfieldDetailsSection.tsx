// Airfield details: name, ICAO code, fiscal address, tax number, contact person and phone, and the
// pilots' request page (ADR 0009), and the clock the club's times are shown on (ADR 0027).
import { ClockBlock } from './ClockBlock';
import { ClubGroupSection } from './ClubGroupSection';
import { RequestPageBlock } from './request-page/RequestPageBlock';
import { SAVED } from './save-messages';

export function AirfieldDetailsSection() {
  return (
    <ClubGroupSection
      id="airfield"
      title="settings.sections.airfield"
      group="airfield"
      success={SAVED.airfield}
    >
      <RequestPageBlock />
      <ClockBlock />
    </ClubGroupSection>
  );
}
