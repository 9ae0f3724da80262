import type { QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';
import { sessionStore, type Session } from '@/api/session';
import { startMemberSession } from './start';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Signs in (000 §2): starts this member's data (restoring their persisted cache, deleting any other
 * member's data first), then stores the session, before anything is shown.
 */
export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<Session> {
  const data = await unwrap(
    publicApi.POST('/auth/member/login', {
      body: { email: input.email, password: input.password, staySignedIn: input.rememberMe },
    }),
  );
  const session: Session = {
    token: data.accessToken,
    refreshToken: data.refreshToken,
    name: data.name,
    id: data.id,
    isApproved: data.isApproved,
  };
  await beginSession(queryClient, session, input.rememberMe);
  return session;
}

/**
 * Starts a session the server has just given (sign-in, or sign-up's pending sign-in): this
 * member's data first (another member's is deleted), then the stored tokens.
 */
export async function beginSession(queryClient: QueryClient, session: Session, remember: boolean) {
  await startMemberSession(queryClient, session.id);
  sessionStore.write(session, remember);
}
