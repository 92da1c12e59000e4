// Airfield details: name, ICAO code, fiscal address, tax number, contact person and phone, and the
// pilots' request page (ADR 0009), and the clock the club's times are shown on (ADR 0027).
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { ClubGroupSection } from './ClubGroupSection';
import { SAVED } from './save-messages';

// Below the form, so they arrive with the hidden sections' chunk without moving what is already shown.
const extras = chunkOnScreen(() => import('./later-sections').then((m) => m.AirfieldExtras), {
  loading: null,
});

export function AirfieldDetailsSection() {
  return (
    <ClubGroupSection
      id="airfield"
      title="settings.sections.airfield"
      group="airfield"
      success={SAVED.airfield}
    >
      <extras.Component />
    </ClubGroupSection>
  );
}
