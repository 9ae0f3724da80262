import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, serviceWorkerState } from '@/offline/service-worker';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
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
        <Button variant="secondary" size="sm" onPress={() => setDismissed(true)}>
          {texts.offline.updateLater}
        </Button>
        <Button
          size="sm"
          isPending={isUpdating}
          onPress={() => {
            setUpdating(true);
            void applyUpdate();
          }}
        >
          {texts.offline.updateReload}
        </Button>
      </div>
    </div>
  );
}
