import { partialMatchKey, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { publicApi } from '@/api/refresh';
import { sessionStore, type Session } from '@/api/session';
import { selectionKeys } from '@/api/query-keys';
import { profileQueryOptions } from '@/features/profile/api/queries';
import { deleteSavedCachesOf, persistedMemberId, startPersistence } from '@/offline/persist';
import { setAsideMemberData } from '@/session/end-session';
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

/**
 * Keeps this tab's data with the session when another tab changes it (the session "Stay signed in"
 * keeps is shared by every tab). A tab holds one member's data and queued edits at a time, and a
 * queued edit belongs to the member who made it: when another tab signs out or signs in someone
 * else, this tab sets its member's data aside (their queued edits stay on the device for their
 * next sign-in, nothing else of theirs stays), and starts the data of whoever is signed in now.
 * Another member's sign-in deletes the edits set aside, as on any shared tablet; the same member's
 * sign-in restores and sends them. This tab's own sign-in and sign-out have done all that already.
 */
export function followSessionOfOtherTabs(queryClient: QueryClient, from: string | null) {
  // Whose data this tab holds when it starts following (a signed-out tab starts following at the
  // first change of session, which it must not miss).
  let member = from;
  let setAside: string | null = null;
  let steps = Promise.resolve();
  const follow = async (next: string | null) => {
    const held = persistedMemberId();
    if (held === next) return;
    if (held !== null)
      setAside = await setAsideMemberData(queryClient, { announce: next === null });
    if (next === null) return;
    if (setAside !== null && setAside !== next) await deleteSavedCachesOf(setAside);
    setAside = null;
    await startMemberSession(queryClient, next);
  };
  const onChange = () => {
    const next = sessionStore.read()?.id ?? null;
    if (next === member) return;
    member = next;
    steps = steps.then(() => follow(next)).catch(() => undefined);
  };
  sessionStore.subscribe(onChange);
  onChange();
}

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
  /** A mailed one-time sign-in code: signs in past a lock that holds this browser. */
  code?: string;
}

/**
 * Signs in (docs/product/access.md#guard): starts this member's data (restoring their persisted cache, deleting any other
 * member's data first), then stores the session, before anything is shown.
 */
export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<Session> {
  const body = { email: input.email, password: input.password, staySignedIn: input.rememberMe };
  const data = await unwrap(
    input.code
      ? publicApi.POST('/auth/member/login/code', { body: { ...body, code: input.code } })
      : publicApi.POST('/auth/member/login', { body }),
  );
  const session: Session = {
    token: data.accessToken,
    refreshToken: data.refreshToken,
    name: data.name,
    id: data.id,
    isApproved: data.isApproved,
    endsAt: data.signInEndsAt,
    email: input.email,
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

/**
 * Signs in again, with the password, before the sign-in ends (docs/product/session.md#ending): a
 * new sign-in with a new lifetime replaces the tokens; it is the same member, so their data and
 * queued edits stay as they are (nothing is restored or purged).
 */
export async function extendSignIn(queryClient: QueryClient, password: string): Promise<void> {
  const session = sessionStore.read();
  if (!session) throw new Error('Not signed in.');
  const email = session.email ?? (await queryClient.ensureQueryData(profileQueryOptions())).email;
  const data = await unwrap(
    publicApi.POST('/auth/member/login', {
      body: { email, password, staySignedIn: sessionStore.isRemembered() },
    }),
  );
  // The session's own e-mail names its member; a store changed meanwhile (another tab signed in
  // someone else) is left to that change.
  if (data.id !== sessionStore.read()?.id) return;
  sessionStore.update({
    token: data.accessToken,
    refreshToken: data.refreshToken,
    name: data.name,
    isApproved: data.isApproved,
    endsAt: data.signInEndsAt,
    email,
  });
}
