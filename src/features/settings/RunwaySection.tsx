// Runway: type (from the categories), direction, position, elevation, length, weight limit and
// whether pilots must request to land; and the minutes after which an accepted landing is OVERDUE.
// With an ICAO code saved, the aerodrome data may fill the position and runway (AerodromeFill).
import { lazy, Suspense } from 'react';
import { useCategories, useClub } from '@/data/settings/use-settings-data';
import { ClubGroupSection } from './ClubGroupSection';
import { OverdueBlock } from './OverdueBlock';
import { SAVED } from './save-messages';

const AerodromeFillSetup = lazy(() =>
  import('./setup-sections').then((m) => ({ default: m.AerodromeFillSetup })),
);

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
      filler={(fill) =>
        icao ? (
          <Suspense fallback={null}>
            <AerodromeFillSetup icao={icao} onFill={fill} />
          </Suspense>
        ) : null
      }
    >
      <OverdueBlock />
    </ClubGroupSection>
  );
}
