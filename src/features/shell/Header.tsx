// The header of every logged-in page: the three screens (Aircraft movements with a badge of the
// requests to decide) and the sync status.
import { Link } from '@tanstack/react-router';
import { SyncStatus } from './SyncStatus';
import { useUndecidedCount } from './use-undecided-count';

export function Header() {
  const undecided = useUndecidedCount();
  return (
    <header className="app-header">
      <span className="app-header__brand">PPR Desk</span>
      <nav aria-label="Main">
        <ul className="app-header__nav">
          <li>
            <Link to="/movements" activeProps={{ 'aria-current': 'page' }}>
              Aircraft movements
              {undecided > 0 ? (
                <span className="nav-badge">
                  {undecided}
                  <span className="visually-hidden"> requests to decide</span>
                </span>
              ) : null}
            </Link>
          </li>
          <li>
            <Link to="/dashboard" activeProps={{ 'aria-current': 'page' }}>
              History
            </Link>
          </li>
          <li>
            <Link to="/settings" activeProps={{ 'aria-current': 'page' }}>
              Settings
            </Link>
          </li>
        </ul>
      </nav>
      <SyncStatus />
    </header>
  );
}
