// The in-page tabs at the top of REQUESTS: one tap to any section (parked aircraft are often below
// the fold on a tablet), each with its count. Scrolls and moves focus to the section's heading
// without touching the URL, so the router never sees a navigation.
import type { MouseEvent } from 'react';
import { useT } from '@/i18n/react';

export interface SectionTab {
  anchor: string;
  /** The section's name with its count, e.g. 'Pending (3)'. */
  label: string;
}

export function SectionTabs({ tabs }: { tabs: readonly SectionTab[] }) {
  const t = useT();
  const jump = (anchor: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const heading = document.getElementById(anchor);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <nav className="section-tabs" aria-label={t('movements.tabs.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.anchor}>
            <a href={`#${tab.anchor}`} onClick={jump(tab.anchor)}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
