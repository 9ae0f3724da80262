import { Link } from '@tanstack/react-router';
import {
  BookOpen,
  ClipboardList,
  House,
  LibraryBig,
  Megaphone,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { SelectionsMenu } from '@/features/selections/components/selections-menu';
import * as texts from '@/texts';

const { menu } = texts.shell;

interface Entry {
  to: '/' | '/books' | '/holdings' | '/orders' | '/budget' | '/notices' | '/profile';
  label: string;
  icon: LucideIcon;
}

const before: Entry[] = [
  { to: '/', label: menu.home, icon: House },
  { to: '/books', label: menu.books, icon: BookOpen },
];
const after: Entry[] = [
  { to: '/holdings', label: texts.holdings.menu, icon: LibraryBig },
  { to: '/orders', label: menu.orders, icon: ClipboardList },
  { to: '/budget', label: menu.budget, icon: Wallet },
  { to: '/notices', label: menu.notices, icon: Megaphone },
  { to: '/profile', label: menu.profile, icon: UserRound },
];

function MenuLink({ entry, onNavigate }: { entry: Entry; onNavigate?: () => void }) {
  const Icon = entry.icon;
  return (
    <li>
      <Link
        to={entry.to}
        className="side-menu__link"
        activeOptions={{ exact: entry.to === '/' }}
        activeProps={{ 'aria-current': 'page' }}
        onClick={onNavigate}
      >
        <Icon size={20} aria-hidden />
        <span>{entry.label}</span>
      </Link>
    </li>
  );
}

/** The entries of the side menu with icons; the third expands into the selections (docs/product/shell.md#side-menu). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav className="side-menu" aria-label="Main">
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
