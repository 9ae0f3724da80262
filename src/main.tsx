import { setForcedSignOutHandler } from '@/api/failures';
import { sessionStore } from '@/api/session';
import { startConnectivityWatch } from '@/offline/connectivity';
import { createQueryClient } from '@/offline/query-client';
import { registerServiceWorker } from '@/offline/service-worker';
import { mountApp } from '@/app/mount';
import { noteReturnAddress } from '@/app/return-address';
import { createAppRouter } from '@/app/router';
import { getLocale } from '@/texts/locale';
import '@/styles/tokens.css';
import '@/styles/global.css';

/**
 * A member's data (the persisted cache, IndexedDB, the queued edits' rules) loads only for a
 * member: a signed-out visit of /sign-in does without it (decision 017).
 */
const memberSession = () => import('@/app/member-session');

async function boot() {
  document.documentElement.dataset.appVersion = __APP_VERSION__;
  // The built page's head set it already; a development page has no such script.
  document.documentElement.lang = getLocale();
  startConnectivityWatch();
  registerServiceWorker();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const session = sessionStore.read();
  // The member's cache restores while the opening page's code is fetched: the two are independent,
  // and offline (both read from this device) the page does not wait for one after the other. The
  // session's own modules are asked for first: the page's data requests wait for the restore,
  // whereas the router fetches data and route code side by side (HTTP/1.1: six files at a time).
  const sessionStarted = session
    ? memberSession().then((module) => module.startMemberSession(queryClient, session.id))
    : undefined;
  const [matchedRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
  await sessionStarted;
  if (session) {
    (await memberSession()).followSessionOfOtherTabs(queryClient, session.id);
  } else {
    // Signed out: the other tabs are followed from the first sign-in (here or there) on.
    const stop = sessionStore.subscribe(() => {
      stop();
      void memberSession().then((module) => module.followSessionOfOtherTabs(queryClient, null));
    });
  }

  setForcedSignOutHandler(async () => {
    const redirect = noteReturnAddress(router);
    const { endSession } = await import('@/session/end-session');
    await endSession(queryClient);
    await router.navigate({ to: '/sign-in', search: { redirect } });
  });

  await mountApp(document.getElementById('root')!, queryClient, router);
}

void boot();
