import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __slowSaves?: {
      /** From now on, a finished write of the saved caches is told to the page only on release. */
      hold(): void;
      release(): void;
      isHeld(): boolean;
    };
  }
}

/**
 * Makes the page's saves of its cache (IndexedDB store 'persisted-queries') as slow as the test
 * says, as on a tablet whose writes take long: a held write is done in IndexedDB, but the page
 * hears of it (its transaction's `oncomplete`) only once the test releases it, so the page's
 * next save waits behind it. Add before the page loads.
 */
export async function slowSaves(page: Page) {
  await page.addInitScript(() => {
    let held = false;
    const waiting: (() => void)[] = [];
    window.__slowSaves = {
      hold: () => {
        held = true;
      },
      release: () => {
        held = false;
        for (const tell of waiting.splice(0)) tell();
      },
      isHeld: () => held,
    };
    const transaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      const created = transaction.apply(this, args);
      const [names, mode] = args;
      const stores = typeof names === 'string' ? [names] : [...names];
      if (!held || mode !== 'readwrite' || !stores.includes('persisted-queries')) return created;
      let onComplete: ((event: Event) => void) | null = null;
      Object.defineProperty(created, 'oncomplete', {
        get: () => onComplete,
        set: (handler: ((event: Event) => void) | null) => {
          onComplete = handler;
        },
      });
      created.addEventListener('complete', (event) => {
        const tell = () => onComplete?.call(created, event);
        if (held) waiting.push(tell);
        else tell();
      });
      return created;
    };
  });
}

/** Starts a save of the page's cache that stays under way until release (the page is hidden). */
export async function holdASave(page: Page) {
  await page.evaluate(() => {
    window.__slowSaves!.hold();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
  });
}
