import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import * as texts from '@/texts';
import { SideMenu } from './side-menu';

/** The side menu as a drawer on narrow screens (docs/product/shell.md#side-menu); loaded when first opened. */
export default function MenuDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="drawer-overlay"
    >
      <Modal className="drawer">
        <Dialog aria-label={texts.shell.mainMenu} className="drawer__dialog">
          <SideMenu onNavigate={() => onOpenChange(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
