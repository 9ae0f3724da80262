import { useEffect, useRef } from 'react';
import { refreshSession } from '@/api/refresh';
import { sessionStore } from '@/api/session';

/** How often an open waiting page asks again (the provider may approve at any moment). */
const APPROVAL_CHECK_INTERVAL_MS = 30_000;

/**
 * Asks the server whether the waiting member (`memberId`) has been approved: when the page opens,
 * when the window regains focus and every 30 s. The refresh call answers the member's approval
 * with new tokens, and stores both, so an approved member goes on with the session they have
 * (tokens issued before the approval are not accepted by member calls). Nothing is asked without
 * a session of that member, and a session the server no longer knows stops the checks.
 */
export function useApprovalCheck(memberId: string, onApproved: () => void) {
  const approved = useRef(onApproved);
  useEffect(() => {
    approved.current = onApproved;
  });

  useEffect(() => {
    let stopped = false;
    const timer = setInterval(() => void check(), APPROVAL_CHECK_INTERVAL_MS);
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', checkWhenVisible);
    };
    async function check() {
      const session = sessionStore.read();
      if (stopped || session?.id !== memberId || !session.refreshToken) return;
      if (!session.isApproved) {
        const outcome = await refreshSession(session.token);
        if (stopped) return;
        if (outcome === 'failed' || outcome === 'no-refresh-token') return stop();
      }
      if (sessionStore.read()?.isApproved) {
        stop();
        approved.current();
      }
    }
    function checkWhenVisible() {
      if (document.visibilityState === 'visible') void check();
    }
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', checkWhenVisible);
    void check();
    return stop;
  }, [memberId]);
}
