import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { texts } from '@/texts';
import { Button } from '@/ui/button';
import { InquiryDialog } from './components/inquiry-dialog';
import './components/inquiry.css';

/**
 * The floating Contact button of the member area (000 §2), fixed at the bottom right, opening the
 * INQUIRIES dialog. The dialog stays mounted so a closed draft is still there when it reopens.
 */
export function ContactButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button className="contact-button" onPress={() => setOpen(true)} aria-haspopup="dialog">
        <MessageCircle size={20} aria-hidden />
        {texts.shell.contact}
      </Button>
      <InquiryDialog isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
