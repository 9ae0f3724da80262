import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import * as texts from '@/texts';
import { Button } from '@/ui/button';

/** Chromium's install offer (not yet in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((listener) => listener());
  });
}

/** "Install app", shown only when the browser offers installation. */
export function InstallButton() {
  const [offer, setOffer] = useState(deferred);
  useEffect(() => {
    const listener = () => setOffer(deferred);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  if (!offer) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={texts.offline.install}
      onPress={async () => {
        await offer.prompt();
        await offer.userChoice;
        deferred = null;
        setOffer(null);
      }}
    >
      <Download size={16} aria-hidden />
      {/* The name is the button's label; on a narrow screen only the icon shows (offline.css). */}
      <span className="install-button__label" aria-hidden>
        {texts.offline.install}
      </span>
    </Button>
  );
}
