import { CloudOff } from 'lucide-react';
import * as texts from '@/texts';
import { useIsOnline } from './use-is-online';
import './offline.css';

/** The top bar's offline indicator: shown only while the server cannot be reached. */
export function ConnectionStatus() {
  const isOnline = useIsOnline();
  return (
    <span role="status" className="connection-status">
      {!isOnline && (
        <span className="connection-status__offline">
          <CloudOff size={16} aria-hidden />
          <span className="visually-hidden-on-phone">{texts.offline.offline}</span>
        </span>
      )}
    </span>
  );
}
