// Airfield details: name, ICAO code, fiscal address, tax number, contact person and phone.
import { ClubGroupSection } from './ClubGroupSection';
import { SAVED } from './save-messages';

export function AirfieldDetailsSection() {
  return (
    <ClubGroupSection id="airfield" title="Airfield details" group="airfield" success={SAVED.airfield} />
  );
}
