import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Where the member was when their session ended by itself (expired, refresh refused): signing in
 * again goes back there. Two things go to /sign-in at that moment, the forced sign-out and the
 * member layout (which follows the session), and either may land last, so both carry this same
 * address. A sign-out the member chose leaves it unset: nothing to go back to.
 */
let returnTo: string | undefined;

/**
 * Notes the page being shown or loaded (a first load may still be resolving its routes) as the
 * way back: a member page other than the home (from the home or a public page there is nothing to
 * go back to; sign-in accepts only paths of this origin).
 */
export function noteReturnAddress(router: AppRouter): string | undefined {
  const location = router.latestLocation;
  const [routes] = router.getMatchedRoutes(location.pathname);
  const isMemberPage = routes.some((route) => route.id === '/_member');
  returnTo = isMemberPage && location.pathname !== '/' ? location.href : undefined;
  return returnTo;
}

/** The way back noted by the last forced sign-out, until a member is signed in again. */
export const returnAddress = (): string | undefined => returnTo;

export function forgetReturnAddress(): void {
  returnTo = undefined;
}
