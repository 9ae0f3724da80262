import createClient from 'openapi-fetch';
import { config } from '@/lib/config';
import type { paths } from './schema.gen';
import { sessionStore } from './session';

/**
 * The calls that must not carry the member's token or go through the refresh middleware:
 * sign-in, password reset, registration (docs/product/session.md#bearer: "login and password-reset calls use an
 * unauthenticated client") and the refresh call itself.
 */
export const publicApi = createClient<paths>({ baseUrl: config.apiBaseUrl });

/**
 * `signed-out`: the session had already ended when the refresh was due (another request's failure
 * ended it); nothing is called and nothing more is said.
 */
export type RefreshOutcome =
  'refreshed' | 'no-refresh-token' | 'failed' | 'network-error' | 'signed-out';

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * When a refresh gets no answer the server may still have rotated the token: the stored refresh
 * token is then spent, and the server answers it with its successor only for a short grace after
 * the rotation. So a refresh that got no answer is tried again at once (twice, briefly spaced, for
 * a line that drops for a moment), then again before the next request and when the browser is back
 * online, never left for the token's next expiry.
 */
const RETRY_DELAYS_MS = [0, 300, 1_500];

/** The access token whose refresh got no answer: it is renewed before anything else is sent. */
let owedFor: string | null = null;

/**
 * The refresh token the server refused. A request still carrying the old access token (a late
 * statistic, say, while the sign-out is under way) must not present it a second time.
 */
let refusedRefreshToken: string | null = null;

/**
 * Renews the access token after a `401 auth_token_expired` (docs/product/session.md#refresh). Every caller in this tab
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

/**
 * Settles a refresh that got no answer before a request uses the access token again (the request
 * would meet `401 auth_token_expired` and present the spent refresh token later still).
 */
export async function settleOwedRefresh(): Promise<void> {
  const token = owedFor;
  if (token === null) return;
  if (sessionStore.read()?.token !== token) {
    owedFor = null;
    return;
  }
  await refreshSession(token);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void settleOwedRefresh());
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
  for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
    // Offline there is no line to wait for: one attempt, and the next when it returns.
    if (attempt > 0 && typeof navigator !== 'undefined' && !navigator.onLine) break;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const outcome = await renewOnce(expiredToken);
    if (outcome !== 'network-error') {
      owedFor = null;
      return outcome;
    }
  }
  owedFor = expiredToken;
  return 'network-error';
}

async function renewOnce(expiredToken: string): Promise<RefreshOutcome> {
  const session = sessionStore.read();
  if (!session) return 'signed-out';
  // Someone (this tab earlier, or another tab) already renewed: use what is stored.
  if (session.token !== expiredToken) return 'refreshed';
  if (!session.refreshToken) return 'no-refresh-token';
  if (session.refreshToken === refusedRefreshToken) return 'failed';
  try {
    const { data, response } = await publicApi.POST('/auth/member/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    // A gateway's 502/503/504 is no answer from the server: the token may or may not be spent.
    if (response.status >= 500) return 'network-error';
    if (!response.ok || !data) {
      refusedRefreshToken = session.refreshToken;
      return 'failed';
    }
    sessionStore.update({
      token: data.accessToken,
      refreshToken: data.refreshToken,
      name: data.name,
      id: data.id,
      isApproved: data.isApproved,
      endsAt: data.signInEndsAt,
    });
    rotations?.postMessage({
      spent: session.refreshToken,
      token: data.accessToken,
      refreshToken: data.refreshToken,
    } satisfies Rotation);
    return 'refreshed';
  } catch {
    // No answer: the session is kept, and the refresh is tried again (see RETRY_DELAYS_MS).
    return 'network-error';
  }
}
