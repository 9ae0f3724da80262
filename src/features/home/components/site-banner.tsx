import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@/api/errors';
import { config } from '@/lib/config';
import * as texts from '@/texts';
import { bannerQueryOptions } from '../api/queries';

/** The bundled fallback banner (public/banner-fallback.svg). */
const FALLBACK_BANNER_URL = '/banner-fallback.svg';

/** The banner's address is root-relative on the external service's origin. */
const serviceAssetUrl = (url: string) =>
  url.startsWith('/') ? `${config.serviceBaseUrl}${url}` : url;

/**
 * The service draws its own banner at two widths (`getBannerPicture`: the address, and 1600
 * pixels with `w=1600`); the browser picks by the banner's width and the screen's density. An
 * image of another address is shown as it is.
 */
const bannerSources = (url: string) =>
  /\/banner\/image\.webp$/.test(url)
    ? { src: url, srcSet: `${url} 800w, ${url}?w=1600 1600w`, sizes: BANNER_SIZES }
    : { src: url };

/** How wide the banner is shown: the content column, never wider than the window. */
const BANNER_SIZES = '100vw';

/**
 * The full-width site banner (docs/product/home.md#site-banner): the service's image; when its call fails (or the image
 * does not load), the bundled fallback with a small grey note saying so and why.
 */
export function SiteBanner({ enabled }: { enabled: boolean }) {
  const banner = useQuery({ ...bannerQueryOptions(), enabled });
  const [failedUrl, setFailedUrl] = useState<string>();
  const url = banner.data ? serviceAssetUrl(banner.data.url) : undefined;

  let problem: string | undefined;
  // docs/product/home.md#site-banner: when the call fails, the fallback (also over an address loaded before).
  if (banner.isError) problem = getErrorMessage(banner.error);
  else if (url && failedUrl === url) problem = texts.home.bannerImageFailed;

  return (
    <figure className="home-banner">
      {problem !== undefined ? (
        <img className="home-banner__image" src={FALLBACK_BANNER_URL} alt={texts.home.bannerAlt} />
      ) : url ? (
        <img
          className="home-banner__image"
          {...bannerSources(url)}
          alt={texts.home.bannerAlt}
          width={1200}
          height={300}
          decoding="async"
          // The home's largest paint: ahead of the shelves' covers, which load at the same time.
          fetchPriority="high"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <div className="home-banner__placeholder" aria-hidden="true" />
      )}
      {problem !== undefined && (
        <figcaption className="home-banner__note">
          {texts.home.bannerFallbackNote} {problem}
        </figcaption>
      )}
    </figure>
  );
}
