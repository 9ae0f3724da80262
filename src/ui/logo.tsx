import * as texts from '@/texts';

/** The portal's logo: an open book and the product name. */
export function Logo() {
  return (
    <span className="logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--color-primary)" />
        <path
          d="M7 10.5c3-1.3 6-1.3 9 .5v12c-3-1.8-6-1.8-9-.5zM25 10.5c-3-1.3-6-1.3-9 .5v12c3-1.8 6-1.8 9-.5z"
          fill="#fff"
        />
      </svg>
      <span className="logo__text">{texts.shell.appName}</span>
    </span>
  );
}
