import { lazy, Suspense, useState } from 'react';
import { CopyPlus } from 'lucide-react';
import { useIsOnline } from '@/offline/use-is-online';
import * as texts from '@/texts';
import { Button, IconButton } from '@/ui/button';
import { useKeptOnceOpen } from '@/ui/use-kept-once-open';
import type { CopyOrder } from './copy-to-selection-dialog';

// The dialog (its selection chooser and duplicates report) loads when it is first opened.
const CopyToSelectionDialog = lazy(() => import('./copy-to-selection-dialog'));

export interface CopyToSelectionButtonProps {
  order: CopyOrder;
  /** Only the icon (its name stays for assistive technology): a row of the order list, whose
   * table must fit a tablet's width. */
  iconOnly?: boolean;
}

/** "Copy to selection" (reorder) and its dialog; needs the network, like the order's actions. */
export function CopyToSelectionButton({ order, iconOnly = false }: CopyToSelectionButtonProps) {
  const isOnline = useIsOnline();
  const [isOpen, setOpen] = useState(false);
  const isMounted = useKeptOnceOpen(isOpen);
  const label = `${texts.librarianTools.copyToSelection}: ${order.orderCode}`;
  const open = () => setOpen(true);
  return (
    <>
      {iconOnly ? (
        <IconButton
          variant="secondary"
          size="sm"
          isDisabled={!isOnline}
          aria-label={label}
          onPress={open}
        >
          <CopyPlus size={18} aria-hidden />
        </IconButton>
      ) : (
        <Button variant="secondary" isDisabled={!isOnline} aria-label={label} onPress={open}>
          <CopyPlus size={18} aria-hidden />
          {texts.librarianTools.copyToSelection}
        </Button>
      )}
      {isMounted && (
        <Suspense fallback={null}>
          <CopyToSelectionDialog order={order} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
