import { partialMatchKey, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';
import { sessionStore, type Session } from '@/api/session';
import { selectionKeys } from '@/api/query-keys';
import { startPersistence } from '@/offline/persist';
import { forgetReturnAddress } from './return-address';

/**
 * Whether a persisted cache holds selection edits: queued edits (the only mutations persisted)
 * or unsaved drafts.
 */
function holdsSelectionEdits({ mutations, queries }: DehydratedState): boolean {
  return (
    mutations.length > 0 ||
    queries.some((query) => partialMatchKey(query.queryKey, selectionKeys.drafts()))
  );
}

/**
 * Starts a member's data: the persisted cache, and the defaults of what it may hold. A restored
 * queued edit is rebuilt with the defaults registered at that moment (its mutationFn), so when the
 * cache holds selection edits their code loads before it is restored; otherwise it loads with the
 * first page or dialog that edits a selection, and a member with nothing queued does not wait for
 * it (the sign-in page's first load). The offline packs' query defaults are only read by observers,
 * so they load beside the restore.
 */
export async function startMemberSession(queryClient: QueryClient, memberId: string) {
  await Promise.all([
    import('@/offline/offline-pack').then((module) => module.registerPackDefaults(queryClient)),
    startPersistence(queryClient, memberId, {
      beforeRestore: async (state) => {
        if (!holdsSelectionEdits(state)) return;
        const queuedEdits = await import('@/features/selections/api/mutations/register');
        queuedEdits.registerSelectionMutationDefaults(queryClient);
      },
    }),
  ]);
}

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
  forgetReturnAddress();
  await startMemberSession(queryClient, session.id);
  sessionStore.write(session, remember);
}
