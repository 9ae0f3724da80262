import { WifiOff } from 'lucide-react';
import * as texts from '@/texts';

/** Says why an account button is disabled while offline (they need the network, never queued). */
export function OfflineNote({ isOnline }: { isOnline: boolean }) {
  return (
    <p role="status" className="profile__offline">
      {!isOnline && (
        <>
          <WifiOff size={16} aria-hidden />
          {texts.common.offlineAction}
        </>
      )}
    </p>
  );
}
