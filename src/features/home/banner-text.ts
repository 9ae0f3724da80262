import type { components } from '@/api/services.gen';

export type BannerText = components['schemas']['BannerText'];

/** How often the greeting is asked for again (docs/product/home.md#banner-text). */
export const BANNER_TEXT_POLL_MS = 30_000;

/**
 * The banner text to show after a new answer (docs/product/home.md#banner-text): the previous one while the version is the
 * same (even if the text changed), the new one when the version differs. Anything that is not a
 * banner text (no previous answer) gives way to the new answer.
 */
export function keepSeenBannerText(previous: unknown, next: unknown): unknown {
  if (isBannerText(previous) && isBannerText(next) && previous.version === next.version) {
    return previous;
  }
  return next;
}

function isBannerText(value: unknown): value is BannerText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BannerText).version === 'number' &&
    typeof (value as BannerText).text === 'string'
  );
}

/**
 * The greeting's words before the member's name: the banner text when there is one, else the
 * fallback 'Welcome' (docs/product/home.md#greeting).
 */
export function greetingText(banner: BannerText | undefined, fallback: string): string {
  const text = banner?.text.trim();
  return text ? text : fallback;
}
