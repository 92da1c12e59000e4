// One settings section: its heading names the region, so each is a landmark of its own.
import type { ReactNode } from 'react';

export function SectionFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `settings-${id}-heading`;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      {/* Focusable from a script: the focus comes back here after a save that disabled SAVE. */}
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
