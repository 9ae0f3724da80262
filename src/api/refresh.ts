import createClient from 'openapi-fetch';
import { config } from '@/lib/config';
import type { paths } from './schema.gen';
import { sessionStore } from './session';

/**
 * The calls that must not carry the member's token or go through the refresh middleware:
 * sign-in, password reset, registration (000 §7: "login and password-reset calls use an
 * unauthenticated client") and the refresh call itself.
 */
export const publicApi = createClient<paths>({ baseUrl: config.apiBaseUrl });

export type RefreshOutcome = 'refreshed' | 'no-refresh-token' | 'failed' | 'network-error';

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Renews the access token after a `401 auth_token_expired` (000 §4). Every caller in this tab
 * shares one refresh; across tabs a Web Lock makes the second tab wait and then find the tokens the
 * first one stored, so two tabs never spend the same (single-use, rotating) refresh token.
 *
 * @param expiredToken the access token the failed request carried
 */
export function refreshSession(expiredToken: string): Promise<RefreshOutcome> {
  inFlight ??= withRefreshLock(() => renew(expiredToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withRefreshLock(run: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock is held until the refresh settles.
  return locks ? await locks.request('auth-partner-refresh', run) : run();
}

/**
 * Tabs tell each other when they rotate the refresh token. A session kept in sessionStorage is
 * copied into a tab opened from it ("Duplicate tab", window.open): both tabs then hold the same
 * refresh token, and once one has spent it the other would present a token the server sees as
 * reused, which ends the sign-in in both. A tab holding the spent token takes its successor.
 */
interface Rotation {
  spent: string;
  token: string;
  refreshToken: string;
}
const rotations =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('auth-partner-rotation');
rotations?.addEventListener('message', (event: MessageEvent<Rotation>) => {
  const { spent, token, refreshToken } = event.data;
  if (sessionStore.read()?.refreshToken === spent) sessionStore.update({ token, refreshToken });
});

async function renew(expiredToken: string): Promise<RefreshOutcome> {
  const session = sessionStore.read();
  if (!session) return 'failed';
  // Someone (this tab earlier, or another tab) already renewed: use what is stored.
  if (session.token !== expiredToken) return 'refreshed';
  if (!session.refreshToken) return 'no-refresh-token';
  try {
    const { data, response } = await publicApi.POST('/auth/member/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    if (!response.ok || !data) return 'failed';
    sessionStore.update({
      token: data.accessToken,
      refreshToken: data.refreshToken,
      name: data.name,
      id: data.id,
      isApproved: data.isApproved,
    });
    rotations?.postMessage({
      spent: session.refreshToken,
      token: data.accessToken,
      refreshToken: data.refreshToken,
    } satisfies Rotation);
    return 'refreshed';
  } catch {
    // Offline: keep the session; the request fails as a network error and can be retried later.
    return 'network-error';
  }
}
