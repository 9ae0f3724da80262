import { Link } from '@tanstack/react-router';
import { SelectionsMenu } from '@/features/selections/components/selections-menu';
import * as texts from '@/texts';

const { menu } = texts.shell;

interface Entry {
  to: '/' | '/books' | '/holdings' | '/orders' | '/budget' | '/notices' | '/profile';
  label: string;
  /** The lucide icon's name, drawn by CSS (shell.css). */
  icon:
    | 'house'
    | 'book-open'
    | 'library-big'
    | 'clipboard-list'
    | 'wallet'
    | 'megaphone'
    | 'user-round';
}

const before: Entry[] = [
  { to: '/', label: menu.home, icon: 'house' },
  { to: '/books', label: menu.books, icon: 'book-open' },
];
const after: Entry[] = [
  { to: '/holdings', label: texts.holdings.menu, icon: 'library-big' },
  { to: '/orders', label: menu.orders, icon: 'clipboard-list' },
  { to: '/budget', label: menu.budget, icon: 'wallet' },
  { to: '/notices', label: menu.notices, icon: 'megaphone' },
  { to: '/profile', label: menu.profile, icon: 'user-round' },
];

function MenuLink({ entry, onNavigate }: { entry: Entry; onNavigate?: () => void }) {
  return (
    <li>
      <Link
        to={entry.to}
        className="side-menu__link"
        activeOptions={{ exact: entry.to === '/' }}
        activeProps={{ 'aria-current': 'page' }}
        onClick={onNavigate}
        data-icon={entry.icon}
      >
        <span>{entry.label}</span>
      </Link>
    </li>
  );
}

/** The entries of the side menu with icons; the third expands into the selections (docs/product/shell.md#side-menu). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav className="side-menu" aria-label={texts.shell.mainNavigation}>
      <ul className="side-menu__list">
        {before.map((entry) => (
          <MenuLink key={entry.to} entry={entry} onNavigate={onNavigate} />
        ))}
        <li>
          <SelectionsMenu onNavigate={onNavigate} />
        </li>
        {after.map((entry) => (
          <MenuLink key={entry.to} entry={entry} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
