import { NetworkError, getErrorMessage } from '@/api/errors';
import { useIsOnline } from '@/offline/use-is-online';
import { useRetryWhenBackOnline } from '@/offline/use-retry-when-online';
import * as texts from '@/texts';
import { ErrorState, OfflineState } from '@/ui/state';

export interface CardFailureProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * A home card that has nothing to show because its call failed. Without a connection (offline, or
 * a call that got no answer) it says the card is not available offline, never a generic error: a
 * card that had data shows it instead, with its age (see the cards).
 */
export function CardFailure({ error, onRetry }: CardFailureProps) {
  const isOnline = useIsOnline();
  const isOffline = !isOnline || error instanceof NetworkError;
  // Loads by itself when the connection is back, as a page does.
  useRetryWhenBackOnline(isOffline, onRetry);
  if (isOffline) {
    return (
      <OfflineState
        explanation={texts.home.cardOfflineExplanation}
        onRetry={isOnline ? onRetry : undefined}
        className="home-card__error"
      >
        {texts.home.cardNotAvailableOffline}
      </OfflineState>
    );
  }
  return (
    <ErrorState
      headingLevel={3}
      title={texts.errors.generic}
      message={getErrorMessage(error)}
      onRetry={onRetry}
      className="home-card__error"
    />
  );
}
