// Runway: type (from the categories), direction, position, elevation, length, weight limit and
// whether pilots must request to land; and the minutes after which an accepted landing is OVERDUE.
// With an ICAO code saved, the aerodrome data may fill the position and runway (AerodromeFill).
import { useCategories, useClub } from '@/data/settings/use-settings-data';
import { chunkOnScreen } from '@/ui/chunk-on-screen';
import { ClubGroupSection } from './ClubGroupSection';
import { OverdueBlock } from './OverdueBlock';
import { SAVED } from './save-messages';

const aerodromeFill = chunkOnScreen(() => import('./setup-sections').then((m) => m.AerodromeFillSetup), {
  loading: null,
});

export function RunwaySection() {
  const categories = useCategories();
  const icao = useClub()?.name2?.trim();
  return (
    <ClubGroupSection
      id="runway"
      title="settings.sections.runway"
      group="runway"
      success={SAVED.runway}
      categories={categories}
      filler={(fill) => (icao ? <aerodromeFill.Component icao={icao} onFill={fill} /> : null)}
    >
      <OverdueBlock />
    </ClubGroupSection>
  );
}
