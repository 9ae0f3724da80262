import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, serviceWorkerState } from '@/offline/service-worker';
import * as texts from '@/texts';
import { Spinner } from '@/ui/spinner';
import '@/ui/button.css';
import './offline.css';

/** Announces a new version and reloads into it when the member agrees. */
export function UpdatePrompt() {
  const needRefresh = useSyncExternalStore(
    serviceWorkerState.subscribe,
    serviceWorkerState.needRefresh,
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  const [isUpdating, setUpdating] = useState(false);
  if (!needRefresh || dismissed) return null;
  return (
    <div className="update-prompt" role="alert">
      <p>{texts.offline.updateAvailable}</p>
      <div className="update-prompt__actions">
        {/* Plain buttons: the prompt is on every page, also the ones that load no widget kit. */}
        <button
          type="button"
          className="button button--native button--secondary button--sm"
          onClick={() => setDismissed(true)}
        >
          <span className="button__content">{texts.offline.updateLater}</span>
        </button>
        <button
          type="button"
          className="button button--native button--primary button--sm"
          data-pending={isUpdating || undefined}
          aria-disabled={isUpdating || undefined}
          onClick={() => {
            if (isUpdating) return;
            setUpdating(true);
            void applyUpdate();
          }}
        >
          <span className="button__content">{texts.offline.updateReload}</span>
          {isUpdating && (
            <span className="button__spinner">
              <Spinner size="sm" aria-label={texts.common.loading} />
            </span>
          )}
        </button>
      </div>
    </div>
  );
}
