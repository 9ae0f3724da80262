import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/api/session';
import { countQueuedEdits, keepOnlyQueuedEdits, persistedMemberId } from '@/offline/persist';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { signOut } from './sign-out';

/**
 * A session that ended by itself (expired, revoked, refresh refused). With selection edits still
 * waiting to be sent, the member is asked to sign in again instead of being purged: the edits stay
 * on this device (and nothing else of the member's does) and are sent after the same member signs
 * in; another member signing in deletes them, as on any shared tablet. Without waiting edits it is
 * an ordinary sign-out. When another tab has already ended it, this tab only sets its own data
 * aside (see setAsideMemberData): purging here would delete what other tabs keep.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const session = sessionStore.read();
  if (!session) {
    await setAsideMemberData(queryClient, { announce: true });
    return;
  }
  const waiting = await countQueuedEdits(queryClient, session.id);
  if (waiting === 0) {
    await signOut(queryClient);
    return;
  }
  await keepOnlyQueuedEdits(queryClient);
  sessionStore.clear();
  announceKeptEdits(waiting);
}

/**
 * The session of the member whose data this tab holds ended in another tab (signed out there, or
 * another member signed in there). This tab keeps that member's queued edits on the device, as a
 * session that ended by itself does, and drops everything else of theirs; nothing of theirs is
 * sent from now on. With `announce`, a lasting notice says that edits wait for their next sign-in.
 * Resolves with that member, if the tab held one's data.
 */
export async function setAsideMemberData(
  queryClient: QueryClient,
  { announce }: { announce: boolean },
): Promise<string | null> {
  const memberId = persistedMemberId();
  const waiting = memberId ? await countQueuedEdits(queryClient, memberId) : 0;
  await keepOnlyQueuedEdits(queryClient);
  if (announce && waiting > 0) announceKeptEdits(waiting);
  return memberId;
}

function announceKeptEdits(waiting: number) {
  // Replaces the catalogue's "login required", which said nothing about the edits.
  toast.error(texts.offline.sessionEndedWithEdits(waiting), {
    id: 'session-ended',
    duration: Infinity,
    closeButton: true,
  });
}
