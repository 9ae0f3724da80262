import type { CSSProperties } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { X } from 'lucide-react';
import { IconButton } from './button';
import { cx } from './class-names';
import type { DialogProps } from './dialog';
import './dialog.css';
import { phrases } from './phrases';

/** The modal dialog itself, loaded by dialog.tsx's Dialog when it first opens. */
export default function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  width = 600,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  showCloseButton = isDismissable,
  closeLabel = 'Close',
  role = 'dialog',
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="dialog-overlay"
    >
      <Modal
        className={cx('dialog-modal', className)}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
      >
        <AriaDialog role={role} className="dialog">
          <div className="dialog__header">
            <Heading slot="title" className="dialog__title">
              {phrases(title)}
            </Heading>
            {showCloseButton && (
              <IconButton slot="close" label={closeLabel} size="sm" className="dialog__close">
                <X size={20} aria-hidden />
              </IconButton>
            )}
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
