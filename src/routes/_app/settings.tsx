import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_SECTION, parseSection, type SettingsSectionKey } from '@/domain/club/settings-sections';
import { chunkOnScreen } from '@/ui/chunk-on-screen';

// The screen is a chunk of its own that says so in its place when it did not arrive (docs/decisions/0049).
const screen = chunkOnScreen(() => import('@/features/settings/SettingsPage').then((m) => m.SettingsPage));

/** Stripe's onboarding sends the owner back with ?stripe=return (or refresh, when its link expired). */
type StripeReturn = 'return' | 'refresh';

// The open section is in the URL (?section=runway) so a reload returns to it; Settings › Payments
// reads ?stripe= itself.
export const Route = createFileRoute('/_app/settings')({
  codeSplitGroupings: [],
  validateSearch: (
    search: Record<string, unknown>,
  ): { section?: SettingsSectionKey; stripe?: StripeReturn } => {
    const stripe = search.stripe === 'return' || search.stripe === 'refresh' ? search.stripe : undefined;
    // Both named, undefined when the URL's makes no sense: the router lays this over the URL's own.
    return { section: parseSection(search.section), stripe };
  },
  component: Object.assign(Settings, { preload: screen.preload }),
});

function Settings() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <screen.Component
      section={section ?? DEFAULT_SECTION}
      onSelect={(next) => void navigate({ search: { section: next }, resetScroll: false })}
    />
  );
}
