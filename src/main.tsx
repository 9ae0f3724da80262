import { setForcedSignOutHandler } from '@/api/failures';
import { sessionStore } from '@/api/session';
import { endSession } from '@/session/end-session';
import { followSessionOfOtherTabs, startMemberSession } from '@/app/member-session';
import { startConnectivityWatch } from '@/offline/connectivity';
import { createQueryClient } from '@/offline/query-client';
import { registerServiceWorker } from '@/offline/service-worker';
import { mountApp } from '@/app/mount';
import { noteReturnAddress } from '@/app/return-address';
import { createAppRouter } from '@/app/router';
import '@/styles/tokens.css';
import '@/styles/global.css';

async function boot() {
  document.documentElement.dataset.appVersion = __APP_VERSION__;
  startConnectivityWatch();
  registerServiceWorker();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const session = sessionStore.read();
  // The member's cache restores while the opening page's code is fetched: the two are independent,
  // and offline (both read from this device) the page does not wait for one after the other. The
  // session's own modules are asked for first: the page's data requests wait for the restore,
  // whereas the router fetches data and route code side by side (HTTP/1.1: six files at a time).
  const sessionStarted = session ? startMemberSession(queryClient, session.id) : undefined;
  const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
  await sessionStarted;
  followSessionOfOtherTabs(queryClient);

  setForcedSignOutHandler(async () => {
    const redirect = noteReturnAddress(router);
    await endSession(queryClient);
    await router.navigate({ to: '/sign-in', search: { redirect } });
  });

  await mountApp(document.getElementById('root')!, queryClient, router);
}

void boot();
