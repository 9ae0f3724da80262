import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { ContactButton } from '@/features/inquiry/contact-button';
import { ConnectionStatus } from '@/features/pwa/connection-status';
import { InstallButton } from '@/features/pwa/install-button';
import { PendingEdits } from '@/features/pwa/pending-edits';
import { useSession } from '@/features/session/use-session';
import { Footer } from './footer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { usePageVisits } from './use-page-visits';
import './shell.css';

/**
 * The member area's frame (000 §2): fixed top bar, side menu (a drawer on narrow screens), the page,
 * the footer and the floating Contact button. It also follows the session: signed out (here or in
 * another tab) → /sign-in; approval withdrawn → the waiting page.
 */
export function MemberLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  usePageVisits();

  useEffect(() => {
    if (!session) void navigate({ to: '/sign-in' });
    else if (!session.isApproved) void navigate({ to: '/waiting/$id', params: { id: session.id } });
  }, [session, navigate]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
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
        <ModalOverlay
          isOpen={isDrawerOpen}
          onOpenChange={setDrawerOpen}
          isDismissable
          className="drawer-overlay"
        >
          <Modal className="drawer">
            <Dialog aria-label="Main menu" className="drawer__dialog">
              <SideMenu onNavigate={() => setDrawerOpen(false)} />
            </Dialog>
          </Modal>
        </ModalOverlay>
        <div className="shell__content">
          <main id="main" className="shell__main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      <ContactButton />
    </div>
  );
}
