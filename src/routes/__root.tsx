import {
  Outlet,
  createRootRouteWithContext,
  useRouter,
  type NavigateOptions,
  type ToOptions,
} from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '@/app/router';
import { UpdatePrompt } from '@/offline/update-prompt';
import { DocumentTitle } from '@/app/document-title';
import { ToastOutlet } from '@/ui/toast';

declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'];
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  const router = useRouter();
  return (
    // react-aria links and menu items navigate through the router instead of reloading the page.
    <AriaRouterProvider
      navigate={(to, options) => router.navigate({ ...options, to })}
      useHref={(to) => router.buildLocation({ to }).href}
    >
      <DocumentTitle />
      <Outlet />
      <ToastOutlet />
      <UpdatePrompt />
    </AriaRouterProvider>
  );
}
