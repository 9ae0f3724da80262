import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';

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

/**
 * Safari on an iPad or iPhone, not opened from the home screen: it has no install offer, only its
 * Share menu's "Add to Home Screen" (an iPad reports itself as a Mac with a touch screen).
 */
export function isIosBrowserTab(nav: Navigator = navigator): boolean {
  const isIos =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const isStandalone =
    (nav as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return isIos && !isStandalone;
}

/**
 * "Install app", shown when the browser offers installation; on iOS Safari, which offers none, it
 * says how to add the portal to the home screen, and that edits go while the app is open (there is
 * no sending in the background there).
 */
export function InstallButton() {
  const [offer, setOffer] = useState(deferred);
  useEffect(() => {
    const listener = () => setOffer(deferred);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  if (!offer) {
    if (!isIosBrowserTab()) return null;
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={texts.offline.install}
        onPress={() => toast.success(texts.offline.iosInstallHint, { duration: 10_000 })}
      >
        <Download size={16} aria-hidden />
        <span className="install-button__label" aria-hidden>
          {texts.offline.install}
        </span>
      </Button>
    );
  }
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
