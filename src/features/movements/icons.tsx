// The row icons (docs/product.md#aircraft-movements): plane or helicopter by category, the pilot and the
// passengers. Drawn inline so they work offline and take the text colour; the words beside them carry the
// meaning.

import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function PlaneIcon() {
  return (
    <Icon>
      <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z" />
    </Icon>
  );
}

export function HelicopterIcon() {
  return (
    <Icon>
      <rect x="2" y="3" width="20" height="1.6" rx="0.8" />
      <rect x="11.2" y="4.6" width="1.6" height="3.4" />
      <path d="M5 12.5A5 4.5 0 0 1 10 8h2.5a5 4.5 0 0 1 5 4.5V14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z" />
      <rect x="17" y="10.5" width="5" height="1.6" rx="0.8" />
      <rect x="8" y="16" width="1.4" height="3" />
      <rect x="13.6" y="16" width="1.4" height="3" />
      <rect x="5" y="19" width="13" height="1.4" rx="0.7" />
    </Icon>
  );
}

export function PilotIcon() {
  return (
    <Icon>
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z" />
    </Icon>
  );
}

export function PeopleIcon() {
  return (
    <Icon>
      <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm7.5 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM9 13c-3.3 0-7 1.6-7 4.5V20h14v-2.5C16 14.6 12.3 13 9 13zm7.5 0c-.5 0-1 0-1.6.1A5.4 5.4 0 0 1 18 17.5V20h4v-2.5c0-2.8-3-4.5-5.5-4.5z" />
    </Icon>
  );
}

export function ChevronIcon() {
  return (
    <Icon className="row-toggle__chevron">
      <path d="M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z" />
    </Icon>
  );
}
