// Runway: type (from the categories), direction, position, elevation, length, weight limit and
// whether pilots must request to land; and the minutes after which an accepted landing is OVERDUE.

import { useCategories } from '@/data/settings/use-settings-data';
import { ClubGroupSection } from './ClubGroupSection';
import { OverdueBlock } from './OverdueBlock';
import { SAVED } from './save-messages';

export function RunwaySection() {
  const categories = useCategories();
  return (
    <ClubGroupSection
      id="runway"
      title="settings.sections.runway"
      group="runway"
      success={SAVED.runway}
      categories={categories}
    >
      <OverdueBlock />
    </ClubGroupSection>
  );
}
