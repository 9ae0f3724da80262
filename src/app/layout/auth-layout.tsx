import { Outlet } from '@tanstack/react-router';
import { ConnectionStatus } from '@/offline/connection-status';
import { AriaShell } from './aria-shell';
import { TopBar } from './top-bar';
import './shell.css';

/** Sign-up, waiting, find-password and change-password: the top bar and the page, nothing else. */
export function AuthLayout() {
  return (
    <AriaShell>
      <div className="shell shell--auth">
        <TopBar status={<ConnectionStatus />} />
        <main id="main" className="shell__auth-main">
          <Outlet />
        </main>
      </div>
    </AriaShell>
  );
}
