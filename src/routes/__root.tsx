import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { UpdatePrompt } from '@/offline/update-prompt';
import { DocumentTitle } from '@/app/document-title';
import { ToastOutlet } from '@/ui/toast';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

// React Aria's locale and router link are given by the layouts that show its widgets
// (src/app/layout/aria-shell.tsx): /sign-in shows none.
function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <ToastOutlet />
      <UpdatePrompt />
    </>
  );
}
