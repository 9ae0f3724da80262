import type { QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';
import { sessionStore, type Session } from '@/api/session';
import { startPersistence } from '@/offline/persist';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Signs in (000 §2): stores the session, then restores this member's persisted cache (deleting any
 * other member's data first) before anything is shown.
 */
export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<Session> {
  const data = await unwrap(
    publicApi.POST('/auth/member/login', {
      body: { email: input.email, password: input.password },
    }),
  );
  const session: Session = {
    token: data.accessToken,
    refreshToken: data.refreshToken,
    name: data.name,
    id: data.id,
    isApproved: data.isApproved,
  };
  await startPersistence(queryClient, session.id);
  sessionStore.write(session, input.rememberMe);
  return session;
}
