import { lazy, Suspense, useState } from 'react';
import { ScanBarcode } from 'lucide-react';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { useKeptOnceOpen } from '@/ui/use-kept-once-open';
import type { IsbnTarget } from './add-by-isbn-panel';

// The panel (its table, file reading and scanning) loads when it is first opened.
const AddByIsbnPanel = lazy(() => import('./add-by-isbn-panel'));

export interface AddByIsbnButtonProps {
  /** The selection page's selection; without it the panel asks which selection. */
  target?: IsbnTarget;
  size?: 'sm' | 'md';
}

export function AddByIsbnButton({ target, size = 'md' }: AddByIsbnButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const isMounted = useKeptOnceOpen(isOpen);
  return (
    <>
      <Button variant="secondary" size={size} onPress={() => setOpen(true)}>
        <ScanBarcode size={18} aria-hidden />
        <span className="add-by-isbn-button__label">{texts.librarianTools.addByIsbn}</span>
      </Button>
      {isMounted && (
        <Suspense fallback={null}>
          <AddByIsbnPanel isOpen={isOpen} onOpenChange={setOpen} target={target} />
        </Suspense>
      )}
    </>
  );
}
