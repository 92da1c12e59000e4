// The header of every logged-in page: the three screens (Aircraft movements with a badge of the
// requests to decide) and the sync status.
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/react';
import { RichMessage } from '@/ui/RichMessage';
import { SyncStatus } from './SyncStatus';
import { useUndecidedCount } from './use-undecided-count';

export function Header() {
  const t = useT();
  const undecided = useUndecidedCount();
  return (
    <header className="app-header">
      <span className="app-header__brand">{t('common.productName')}</span>
      <nav aria-label={t('shell.nav.label')}>
        <ul className="app-header__nav">
          <li>
            <Link to="/movements" activeProps={{ 'aria-current': 'page' }}>
              {t('shell.nav.movements')}
              {undecided > 0 ? (
                <span className="nav-badge">
                  <RichMessage
                    id="shell.nav.undecided"
                    values={{ count: undecided }}
                    elements={{ 0: <span className="visually-hidden" /> }}
                  />
                </span>
              ) : null}
            </Link>
          </li>
          <li>
            <Link to="/dashboard" activeProps={{ 'aria-current': 'page' }}>
              {t('shell.nav.history')}
            </Link>
          </li>
          <li>
            <Link to="/settings" activeProps={{ 'aria-current': 'page' }}>
              {t('shell.nav.settings')}
            </Link>
          </li>
        </ul>
      </nav>
      <SyncStatus />
    </header>
  );
}
