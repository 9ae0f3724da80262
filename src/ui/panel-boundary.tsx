import type { ReactNode } from 'react';
import { CatchBoundary } from '@tanstack/react-router';
import { getErrorMessage } from '@/api/errors';
import * as texts from '@/texts';
import { ErrorState } from '@/ui/state';

export interface PanelBoundaryProps {
  /** When this changes, a failed panel tries again (e.g. the view it shows changed). */
  resetKey?: unknown;
  /** What to show instead of the failed panel; default an error with a retry. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A local error boundary around a secondary part of a page: if it fails to render, that part says
 * so (or shows `fallback`) and the rest of the page keeps working.
 */
export function PanelBoundary({ resetKey, fallback, children }: PanelBoundaryProps) {
  return (
    <CatchBoundary
      getResetKey={() => resetKey}
      errorComponent={({ error, reset }) =>
        fallback !== undefined ? (
          <>{fallback}</>
        ) : (
          <ErrorState
            title={texts.errors.generic}
            message={getErrorMessage(error)}
            onRetry={reset}
            retryLabel={texts.common.retry}
            headingLevel={3}
          />
        )
      }
    >
      {children}
    </CatchBoundary>
  );
}
