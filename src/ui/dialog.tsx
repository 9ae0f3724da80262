import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { useKeptOnceOpen } from './use-kept-once-open';

const ModalDialog = lazy(() => import('./modal-dialog'));

export interface DialogProps {
  isOpen: boolean;
  /** Called with `false` when the user dismisses it (Escape, close button, outside press). */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading of the dialog (its accessible name). */
  title: ReactNode;
  /** Body of the dialog; scrolls when taller than the screen. */
  children: ReactNode;
  /** Actions row at the bottom, e.g. Cancel and Ok buttons (right-aligned). */
  footer?: ReactNode;
  /** Maximum width in px: 400 for the selection dialogs, 600 (default) for the others. */
  width?: number;
  /** Whether a press outside closes it. Default true. Escape always closes unless disabled below. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Whether the close (X) button is shown. Default: same as `isDismissable`. */
  showCloseButton?: boolean;
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * The one modal dialog of the product (React Aria ModalOverlay + Modal + Dialog): focus is
 * trapped inside and returns to the trigger on close, Escape closes, the page behind is inert.
 *
 * Its code (React Aria's modal and focus-trap code, the dialog styles) loads when it first opens,
 * not with the pages that may open it (a page's first load stays small); once loaded it stays
 * mounted, so it opens again at once.
 */
export function Dialog(props: DialogProps) {
  const isMounted = useKeptOnceOpen(props.isOpen);
  return isMounted ? (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  ) : null;
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Called by the confirm button. The dialog never closes itself on confirm: the caller closes it
   * (usually once the work is done). When this returns a promise, the confirm button shows
   * pending until it settles; a rejection is left to the caller to report.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Shows the confirm button as pending (e.g. a mutation's `isPending`). */
  isPending?: boolean;
  isConfirmDisabled?: boolean;
  variant?: 'primary' | 'danger';
  width?: number;
  className?: string;
}

/**
 * The one confirmation flow: a title, a text, Cancel and a confirm button (an alertdialog; Escape
 * and Cancel close it). With `variant="danger"` focus starts on Cancel.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel = 'Ok',
  cancelLabel = 'Cancel',
  onConfirm,
  isPending = false,
  isConfirmDisabled = false,
  variant = 'primary',
  width = 400,
  className,
}: ConfirmDialogProps) {
  const [isRunning, setRunning] = useState(false);

  const confirm = () => {
    const result = onConfirm();
    if (result && typeof result.then === 'function') {
      setRunning(true);
      const settle = () => setRunning(false);
      result.then(settle, settle);
    }
  };

  // Destructive confirmations start on Cancel, so a stray Enter cannot delete.
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      width={width}
      role="alertdialog"
      showCloseButton={false}
      className={cx('confirm-dialog', className)}
      footer={
        <>
          <Button
            variant="secondary"
            autoFocus={variant === 'danger'}
            onPress={() => onOpenChange(false)}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            isPending={isPending || isRunning}
            isDisabled={isConfirmDisabled}
            onPress={confirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm-dialog__text">{children}</div>
    </Dialog>
  );
}
