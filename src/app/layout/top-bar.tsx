import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import { useSession } from '@/session/use-session';
import { signOut } from '@/session/sign-out';
import * as texts from '@/texts';
import { localeNames, phraseLanguage, setLocale } from '@/texts/locale';
import { useLocale } from '@/texts/use-locale';
import { IconButton } from '@/ui/button';
import { LocaleSwitch } from '@/ui/locale-switch';
import { MenuButton } from '@/ui/menu';
import { Logo } from '@/ui/logo';

export interface TopBarProps {
  /** Opens the side menu on narrow screens; absent where there is no side menu. */
  onOpenMenu?: () => void;
  /** Status items (connection, pending edits, install) shown before the member's name. */
  status?: ReactNode;
}

/**
 * The fixed top bar (docs/product/shell.md#top-bar): logo to /, and when signed in the member's
 * name with the other language and 로그아웃; signed out, the language switch.
 */
export function TopBar({ onOpenMenu, status }: TopBarProps) {
  const session = useSession();
  const other = useLocale() === 'ko' ? 'en' : 'ko';
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <header className="top-bar">
      {onOpenMenu && (
        <IconButton label={texts.shell.openMenu} className="top-bar__menu" onPress={onOpenMenu}>
          <MenuIcon size={22} aria-hidden />
        </IconButton>
      )}
      <Link to="/" className="top-bar__logo" aria-label={texts.shell.logoHome}>
        <Logo />
      </Link>
      <div className="top-bar__end">
        {status}
        {session && (
          <MenuButton
            aria-label={texts.shell.accountMenu(session.name)}
            label={
              <span className="top-bar__member">
                <span className="top-bar__name">{session.name}</span>
                <ChevronDown size={16} aria-hidden />
              </span>
            }
            placement="bottom end"
            items={[
              {
                id: 'locale',
                label: localeNames[other],
                lang: other,
                onAction: () => setLocale(other),
              },
              {
                id: 'logout',
                label: texts.shell.logout,
                lang: phraseLanguage(texts.shell.logout),
                onAction: () => {
                  void signOut(queryClient).then(() => navigate({ to: '/sign-in' }));
                },
              },
            ]}
          />
        )}
        {!session && <LocaleSwitch />}
      </div>
    </header>
  );
}
