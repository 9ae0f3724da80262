/**
 * A cover's `<img>` sources. The API draws a cover at two widths (`getCoverImage` in the
 * contract): the address `coverImageUrl` names is 160 pixels wide, the same address with `w=480`
 * is the large one; the browser picks from `srcset` by the width the cover is shown at and the
 * screen's density, and decodes the WebP off the main thread.
 */
import { apiAssetUrl } from './config';

/** The widths the API draws a cover at, smallest (the address itself) first. */
const COVER_WIDTHS = [160, 480] as const;

/** A cover the API draws takes `w`; another address (a drawing named before) is used as is. */
const isDrawnCover = (url: string) => /\/covers\/\d+\.webp$/.test(url);

const sized = (url: string, width: number) =>
  width === COVER_WIDTHS[0] ? url : `${url}?w=${width}`;

export interface CoverSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** What an `<img>` of the cover needs, shown `shownWidth` CSS pixels wide. */
export function coverSources(coverImageUrl: string, shownWidth: number): CoverSources {
  const src = apiAssetUrl(coverImageUrl);
  if (!isDrawnCover(coverImageUrl)) return { src };
  return {
    src,
    srcSet: COVER_WIDTHS.map((width) => `${sized(src, width)} ${width}w`).join(', '),
    sizes: `${shownWidth}px`,
  };
}

/** Every file a page may show for this cover (an offline pack keeps them all). */
export function coverFiles(coverImageUrl: string): string[] {
  const src = apiAssetUrl(coverImageUrl);
  return isDrawnCover(coverImageUrl) ? COVER_WIDTHS.map((width) => sized(src, width)) : [src];
}
