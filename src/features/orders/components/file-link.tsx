import { useState, type ReactNode } from 'react';
import { Download, FileDown, FileX } from 'lucide-react';
import { getErrorMessage, NetworkError } from '@/api/errors';
import { reportFailure } from '@/api/failures';
import { toast } from '@/ui/toast';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { cx } from '@/ui/class-names';
import { downloadOrderFile } from '../api/download-file';

export interface FileLinkProps {
  /** The file's path from the API (`/api/v1/files/…`), or null when there is none. */
  url: string | null | undefined;
  /** Visible text; with `iconOnly` it is the accessible name instead. */
  children: ReactNode;
  /** A compact icon (table cells): a download icon, or a crossed-out file when there is none. */
  iconOnly?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  className?: string;
}

/** Used only if the server's answer names no file (it always sends Content-Disposition). */
const FALLBACK_FILENAME = 'order-file.xlsx';

/**
 * A quotation or order-form file (docs/product/orders.md#files): a button that downloads it with the member's
 * token and saves it, or, when the order has none, says 'No file available.' (docs/product/orders.md#messages). React
 * Aria's Button keeps a press on it from also opening the table row it sits in.
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
  const icon = url ? <FileDown size={20} aria-hidden /> : <FileX size={20} aria-hidden />;
  return (
    <DownloadButton
      download={url ? () => downloadOrderFile(url, FALLBACK_FILENAME) : null}
      variant={variant}
      size={size}
      aria-label={name}
      className={cx(
        'file-link',
        !url && 'file-link--missing',
        iconOnly && 'button--icon',
        className,
      )}
    >
      {iconOnly ? (
        icon
      ) : (
        <>
          <Download size={16} aria-hidden />
          {children}
        </>
      )}
    </DownloadButton>
  );
}

/**
 * A button that downloads and saves a file of the member's (an order file, an office paper):
 * pending while it runs, the failure reported once (offline: the action needs a connection);
 * `download` null says 'No file available.'.
 */
export function DownloadButton({
  download,
  children,
  variant = 'secondary',
  size = 'sm',
  className,
  'aria-label': ariaLabel,
}: {
  download: (() => Promise<void>) | null;
  children: ReactNode;
  variant?: FileLinkProps['variant'];
  size?: FileLinkProps['size'];
  className?: string;
  'aria-label'?: string | undefined;
}) {
  const [downloading, setDownloading] = useState(false);

  const run = async () => {
    if (!download) {
      toast.error(texts.orders.noFile);
      return;
    }
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      void reportFailure(error, {
        errorToast:
          error instanceof NetworkError
            ? texts.common.offlineAction
            : `${texts.orders.fileFailed} ${getErrorMessage(error)}`,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      aria-label={ariaLabel}
      isPending={downloading}
      pendingLabel={texts.orders.fileDownloading}
      className={className}
      onPress={() => void run()}
    >
      {children}
    </Button>
  );
}
