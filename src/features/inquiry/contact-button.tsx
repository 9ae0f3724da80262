import { lazy, Suspense, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { useKeptOnceOpen } from '@/ui/use-kept-once-open';
import './components/inquiry.css';

// The dialog and its form (react-hook-form, the schema, the drop zone) load with the first press,
// not with every page of the member area (a page's first load stays small).
const InquiryDialog = lazy(() =>
  import('./components/inquiry-dialog').then((module) => ({ default: module.InquiryDialog })),
);

/**
 * The floating Contact button of the member area (docs/product/inquiry.md#contact-button), fixed at the bottom right, opening the
 * INQUIRIES dialog. Once opened the dialog stays mounted, so a closed draft is still there when it
 * reopens.
 */
export interface ContactButtonProps {
  /** The signed-in member's address, which the dialog's e-mail field starts with. */
  loadMemberEmail?: () => Promise<string | undefined>;
}

export function ContactButton({ loadMemberEmail }: ContactButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const isMounted = useKeptOnceOpen(isOpen);
  return (
    <>
      <Button className="contact-button" onPress={() => setOpen(true)} aria-haspopup="dialog">
        <MessageCircle size={20} aria-hidden />
        <span className="contact-button__label">{texts.shell.contact}</span>
      </Button>
      {isMounted && (
        <Suspense fallback={null}>
          <InquiryDialog isOpen={isOpen} onOpenChange={setOpen} loadMemberEmail={loadMemberEmail} />
        </Suspense>
      )}
    </>
  );
}
