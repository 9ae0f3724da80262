import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { HoldingsProvider } from '@/features/holdings/components/holdings-provider';
import { ContactButton } from '@/features/inquiry/contact-button';
import { profileQueryOptions } from '@/features/profile/api/queries';
import { ConnectionStatus } from '@/offline/connection-status';
import { InstallButton } from '@/offline/install-button';
import { PendingEdits } from '@/features/selections/components/pending-edits';
import { useSession } from '@/session/use-session';
import * as texts from '@/texts';
import { useKeptOnceOpen } from '@/ui/use-kept-once-open';
import { AriaShell } from './aria-shell';
import { Footer } from './footer';
import { SideMenu } from './side-menu';
import { SignInEnding } from './sign-in-ending';
import { TopBar } from './top-bar';
import { returnAddress } from '../return-address';
import { usePageVisits } from './use-page-visits';
import './shell.css';

/**
 * The drawer (React Aria Modal + Dialog, about 11 kB gzip) loads when the menu button is first
 * pressed on a narrow screen, not with every member page (a page's first load stays small).
 */
const MenuDrawer = lazy(() => import('./menu-drawer'));

/**
 * The member area's frame (docs/product/shell.md#layout): fixed top bar, side menu (a drawer on narrow screens), the page,
 * the footer and the floating Contact button. It also follows the session: signed out (here or in
 * another tab) → /sign-in, with the way back when the session ended by itself; approval withdrawn
 * → the waiting page.
 */
export function MemberLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const isDrawerMounted = useKeptOnceOpen(isDrawerOpen);
  usePageVisits();
  const queryClient = useQueryClient();
  // The inquiry starts from the member's own address (their account information, cached offline
  // like every page's data); without it the field starts empty, as before.
  const loadMemberEmail = useCallback(
    () =>
      queryClient
        .ensureQueryData(profileQueryOptions())
        .then((member) => member.email)
        .catch(() => undefined),
    [queryClient],
  );

  useEffect(() => {
    if (!session) void navigate({ to: '/sign-in', search: { redirect: returnAddress() } });
    else if (!session.isApproved) void navigate({ to: '/waiting/$id', params: { id: session.id } });
  }, [session, navigate]);

  return (
    <AriaShell>
      <div className="shell">
        <a className="skip-link" href="#main">
          {texts.shell.skipToContent}
        </a>
        <TopBar
          onOpenMenu={() => setDrawerOpen(true)}
          status={
            <>
              <ConnectionStatus />
              <PendingEdits />
              <InstallButton />
            </>
          }
        />
        <div className="shell__body">
          <aside className="shell__side">
            <SideMenu />
          </aside>
          {isDrawerMounted && (
            <Suspense fallback={null}>
              <MenuDrawer isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} />
            </Suspense>
          )}
          <div className="shell__content">
            <main id="main" className="shell__main" tabIndex={-1}>
              <HoldingsProvider>
                <Outlet />
              </HoldingsProvider>
            </main>
            <Footer />
          </div>
        </div>
        <ContactButton loadMemberEmail={loadMemberEmail} />
        <SignInEnding />
      </div>
    </AriaShell>
  );
}
