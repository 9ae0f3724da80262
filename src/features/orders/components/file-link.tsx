import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import { Download, FileDown, FileX } from 'lucide-react';
import { toast } from '@/ui/toast';
import { apiAssetUrl } from '@/lib/config';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { cx } from '@/ui/class-names';

type RouterHref = ComponentProps<typeof Link>['href'];

export interface FileLinkProps {
  /** The file's URL from the API (`/api/v1/files/…`), or null when there is none. */
  url: string | null | undefined;
  /** Visible text; with `iconOnly` it is the accessible name instead. */
  children: ReactNode;
  /** A compact icon (table cells): a download icon, or a crossed-out file when there is none. */
  iconOnly?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A quotation or order-form file (001 §2.5, §2.6): a plain download link when the order has one,
 * otherwise a button that says 'No file available.' (001 §8). React Aria's Link keeps a press on
 * it from also opening the table row it sits in.
 */
export function FileLink({
  url,
  children,
  iconOnly = false,
  variant = 'secondary',
  size = 'sm',
  className,
}: FileLinkProps) {
  const name = iconOnly && typeof children === 'string' ? children : undefined;
  if (!url) {
    return (
      <Button
        variant={variant}
        size={size}
        aria-label={name}
        className={cx('file-link', 'file-link--missing', iconOnly && 'button--icon', className)}
        onPress={() => toast.error(texts.orders.noFile)}
      >
        {iconOnly ? (
          <FileX size={20} aria-hidden />
        ) : (
          <>
            <Download size={16} aria-hidden />
            {children}
          </>
        )}
      </Button>
    );
  }
  return (
    <Link
      // Router links are typed to app routes; a file is a plain download (never client-routed).
      href={apiAssetUrl(url) as RouterHref}
      download
      aria-label={name}
      className={cx(
        'button',
        `button--${variant}`,
        `button--${size}`,
        'file-link',
        iconOnly && 'button--icon',
        className,
      )}
    >
      <span className="button__content">
        {iconOnly ? (
          <FileDown size={20} aria-hidden />
        ) : (
          <>
            <Download size={16} aria-hidden />
            {children}
          </>
        )}
      </span>
    </Link>
  );
}
