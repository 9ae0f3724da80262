import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { WifiOff } from 'lucide-react';
import { toldByCatalogue } from '@/api/failures';
import { useIsOnline } from '@/offline/use-is-online';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FileDropZone } from '@/ui/file-drop-zone';
import { FormError } from '@/ui/form-error';
import { FormTextArea, FormTextField } from '@/ui/form-fields';
import { useSendInquiry } from '../api/send-inquiry';
import { inquiryFailureMessage } from '../failure';
import {
  emptyInquiry,
  inquirySchema,
  toInquiryFormData,
  type InquiryForm,
  type InquiryValues,
} from '../schemas';
import './inquiry.css';

const t = texts.inquiry;

export interface InquiryDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in member's address, to start the e-mail field with (undefined when unknown). */
  loadMemberEmail?: () => Promise<string | undefined>;
}

/**
 * The INQUIRIES dialog (docs/product/inquiry.md#dialog): e-mail, optional order number, subject, message and attachments
 * (click or drag and drop, removable, counted), sent as one multipart request. On success it closes,
 * resets and says it was sent in a short toast (the original showed nothing: docs/product/deviations.md); on failure it says so and keeps everything (a listed
 * deviation). Closing it otherwise keeps the draft for the next opening.
 */
export function InquiryDialog({ isOpen, onOpenChange, loadMemberEmail }: InquiryDialogProps) {
  const isOnline = useIsOnline();
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendInquiry();
  const [memberEmail, setMemberEmail] = useState('');
  const { control, handleSubmit, reset, getValues, setValue } = useForm<
    InquiryForm,
    unknown,
    InquiryValues
  >({
    resolver: zodResolver(inquirySchema()),
    mode: 'onTouched',
    defaultValues: emptyInquiry,
  });

  // Most inquiries answer to the member's own address: start from it, but never overwrite what
  // the member has typed meanwhile. Asked at each opening until known, so that a first ask that
  // failed or was cut (a drop, a busy tablet) does not leave the field empty for good.
  useEffect(() => {
    if (!isOpen || memberEmail) return;
    let isCurrent = true;
    void loadMemberEmail?.().then((email) => {
      if (!isCurrent || !email) return;
      setMemberEmail(email);
      if (!getValues('email')) setValue('email', email);
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpen, memberEmail, loadMemberEmail, getValues, setValue]);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await send.mutateAsync(toInquiryFormData(form, files));
      reset({ ...emptyInquiry, email: memberEmail });
      setFiles([]);
      onOpenChange(false);
    } catch (error) {
      if (!toldByCatalogue(error)) setFailure(inquiryFailureMessage(error));
    }
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.title}
      width={600}
      className="inquiry-dialog"
      footer={
        <>
          {!isOnline && (
            <p role="status" className="inquiry-dialog__offline">
              <WifiOff size={16} aria-hidden />
              {texts.common.offlineAction}
            </p>
          )}
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {texts.common.cancel}
          </Button>
          <Button isDisabled={!isOnline} isPending={send.isPending} onPress={() => void submit()}>
            {t.submit}
          </Button>
        </>
      }
    >
      <form
        className="inquiry-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isOnline) void submit();
        }}
      >
        <FormTextField
          control={control}
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
        />
        <FormTextField control={control} name="orderCode" label={t.orderCode} />
        <FormTextField control={control} name="title" label={t.subject} />
        <FormTextArea control={control} name="content" label={t.message} rows={6} />
        <FileDropZone
          label={t.attachments}
          dropZoneLabel={t.dropZone}
          files={files}
          onChange={setFiles}
        />
        {failure && <FormError>{failure}</FormError>}
      </form>
    </Dialog>
  );
}
