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
  const [downloading, setDownloading] = useState(false);
  const name = iconOnly && typeof children === 'string' ? children : undefined;

  const download = async () => {
    if (!url) {
      toast.error(texts.orders.noFile);
      return;
    }
    setDownloading(true);
    try {
      await downloadOrderFile(url, FALLBACK_FILENAME);
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

  const icon = url ? <FileDown size={20} aria-hidden /> : <FileX size={20} aria-hidden />;
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={name}
      isPending={downloading}
      pendingLabel={texts.orders.fileDownloading}
      className={cx(
        'file-link',
        !url && 'file-link--missing',
        iconOnly && 'button--icon',
        className,
      )}
      onPress={() => void download()}
    >
      {iconOnly ? (
        icon
      ) : (
        <>
          <Download size={16} aria-hidden />
          {children}
        </>
      )}
    </Button>
  );
}
