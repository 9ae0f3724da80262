import { lazy, Suspense, useState } from 'react';
import { CopyPlus } from 'lucide-react';
import { useIsOnline } from '@/features/pwa/use-connectivity';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import type { CopyOrder } from './copy-to-selection-dialog';

// The dialog (its selection chooser and duplicates report) loads when it is first opened.
const CopyToSelectionDialog = lazy(() => import('./copy-to-selection-dialog'));

export interface CopyToSelectionButtonProps {
  order: CopyOrder;
  size?: 'sm' | 'md';
}

/** "Copy to selection" (reorder) and its dialog; needs the network, like the order's actions. */
export function CopyToSelectionButton({ order, size = 'md' }: CopyToSelectionButtonProps) {
  const isOnline = useIsOnline();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        isDisabled={!isOnline}
        aria-label={`${texts.librarianTools.copyToSelection}: ${order.orderCode}`}
        onPress={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        <CopyPlus size={18} aria-hidden />
        {texts.librarianTools.copyToSelection}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <CopyToSelectionDialog order={order} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
