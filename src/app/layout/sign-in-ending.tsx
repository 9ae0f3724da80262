import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/session/use-session';

/** How long before a sign-in ends the member is warned (KWCAG 2.2.1, docs/accessibility.md). */
export const WARN_BEFORE_END_MS = 60_000;
/** The longest wait a browser timer takes (about 24.8 days); a longer one is waited in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const SignInEndingDialog = lazy(() => import('./sign-in-ending-dialog'));

/**
 * Warns a minute before the sign-in ends (docs/product/session.md#ending) and lets the member sign
 * in again with their password without leaving the page. Its dialog's code loads only then.
 */
export function SignInEnding() {
  const endsAt = useSession()?.endsAt;
  const end = endsAt === undefined ? NaN : Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState<string>();

  useEffect(() => {
    if (!Number.isFinite(end) || now >= end) return;
    // Looked at again when the warning is due, and when the sign-in ends (the warning goes).
    const next = now < end - WARN_BEFORE_END_MS ? end - WARN_BEFORE_END_MS : end;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [end, now]);

  const isDue = now >= end - WARN_BEFORE_END_MS && now < end && dismissed !== endsAt;
  if (!isDue || endsAt === undefined) return null;
  return (
    <Suspense fallback={null}>
      <SignInEndingDialog endsAt={endsAt} onClose={() => setDismissed(endsAt)} />
    </Suspense>
  );
}
