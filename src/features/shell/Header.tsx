// The header of every logged-in page: the three screens and the sync status.
import { Link } from '@tanstack/react-router';
import { SyncStatus } from './SyncStatus';

export function Header() {
  return (
    <header className="app-header">
      <span className="app-header__brand">PPR Desk</span>
      <nav aria-label="Main">
        <ul className="app-header__nav">
          <li>
            <Link to="/movements" activeProps={{ 'aria-current': 'page' }}>
              Aircraft movements
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
