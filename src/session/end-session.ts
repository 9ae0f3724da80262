import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/api/session';
import { countQueuedEdits, keepOnlyQueuedEdits } from '@/offline/persist';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { signOut } from './sign-out';

/**
 * A session that ended by itself (expired, revoked, refresh refused). With selection edits still
 * waiting to be sent, the member is asked to sign in again instead of being purged: the edits stay
 * on this device (and nothing else of the member's does) and are sent after the same member signs
 * in; another member signing in deletes them, as on any shared tablet. Without waiting edits it is
 * an ordinary sign-out.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const session = sessionStore.read();
  const waiting = session ? await countQueuedEdits(queryClient, session.id) : 0;
  if (waiting === 0) {
    await signOut(queryClient);
    return;
  }
  await keepOnlyQueuedEdits(queryClient);
  sessionStore.clear();
  // Replaces the catalogue's "login required", which said nothing about the edits.
  toast.error(texts.offline.sessionEndedWithEdits(waiting), {
    id: 'session-ended',
    duration: Infinity,
    closeButton: true,
  });
}
