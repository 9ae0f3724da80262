import type { QueryClient } from '@tanstack/react-query';
import { publicApi } from '@/api/refresh';
import { sessionStore } from '@/api/session';
import { purgeMemberData } from '@/offline/persist';

/**
 * Signs out: revokes the refresh token on the server (best effort, not awaited for long: offline
 * it simply fails), purges the member's cached data and queued edits, and only then drops the
 * session. The member layout notices the missing session and goes to /sign-in.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const refreshToken = sessionStore.read()?.refreshToken;
  if (refreshToken) {
    const revoke = publicApi
      .POST('/auth/member/logout', { body: { refreshToken } })
      .catch(() => undefined);
    await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, 1_500))]);
  }
  await purgeMemberData(queryClient);
  sessionStore.clear();
}
