import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_SECTION, parseSection, type SettingsSectionKey } from '@/domain/club/settings-sections';
import { SettingsPage } from '@/features/settings/SettingsPage';

/** Stripe's onboarding sends the owner back with ?stripe=return (or refresh, when its link expired). */
type StripeReturn = 'return' | 'refresh';

// The open section is in the URL (?section=runway) so a reload returns to it; Settings › Payments
// reads ?stripe= itself.
export const Route = createFileRoute('/_app/settings')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { section?: SettingsSectionKey; stripe?: StripeReturn } => {
    const section = parseSection(search.section);
    const stripe = search.stripe === 'return' || search.stripe === 'refresh' ? search.stripe : undefined;
    return { ...(section ? { section } : {}), ...(stripe ? { stripe } : {}) };
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
