import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_SECTION, parseSection, type SettingsSectionKey } from '@/domain/club/settings-sections';
import { SettingsPage } from '@/features/settings/SettingsPage';

// The open section is in the URL (?section=runway) so a reload returns to it.
export const Route = createFileRoute('/_app/settings')({
  validateSearch: (search: Record<string, unknown>): { section?: SettingsSectionKey } => {
    const section = parseSection(search.section);
    return section ? { section } : {};
  },
  component: Settings,
});

function Settings() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsPage
      section={section ?? DEFAULT_SECTION}
      onSelect={(next) => void navigate({ search: { section: next } })}
    />
  );
}
