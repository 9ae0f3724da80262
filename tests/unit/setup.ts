// @testing-library/jest-dom is not installed: tests assert with plain DOM APIs.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Overlays load their module on first opening; on a busy 2-core machine that import alone can
// take over a second, so `findBy…`/`waitFor` wait up to 5 s for what they look for (they return
// as soon as it is there).
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no CSS.escape; React Aria uses it (meta lookups, collection focus). Spec algorithm:
// https://drafts.csswg.org/cssom/#serialize-an-identifier
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string): string => {
    const string = String(value);
    let result = '';
    for (let index = 0; index < string.length; index += 1) {
      const code = string.charCodeAt(index);
      const first = string.charCodeAt(0);
      if (code === 0) result += '\uFFFD';
      else if (
        (code >= 0x1 && code <= 0x1f) ||
        code === 0x7f ||
        (index === 0 && code >= 0x30 && code <= 0x39) ||
        (index === 1 && code >= 0x30 && code <= 0x39 && first === 0x2d)
      ) {
        result += `\\${code.toString(16)} `;
      } else if (index === 0 && string.length === 1 && code === 0x2d) {
        result += `\\${string.charAt(index)}`;
      } else if (
        code >= 0x80 ||
        code === 0x2d ||
        code === 0x5f ||
        (code >= 0x30 && code <= 0x39) ||
        (code >= 0x41 && code <= 0x5a) ||
        (code >= 0x61 && code <= 0x7a)
      ) {
        result += string.charAt(index);
      } else {
        result += `\\${string.charAt(index)}`;
      }
    }
    return result;
  };
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape } as typeof CSS;
}
