import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';
import { getErrorMessage } from '@/api/errors';
import { sessionStore } from '@/api/session';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { signOut } from '@/session/sign-out';
import { useCancelRegistration } from '../api/cancel-registration';
import { useApprovalCheck } from '../use-approval-check';
import './auth.css';

const t = texts.waiting;

export interface WaitingPageProps {
  id: string;
  /** The address shown as the account (optional `email` query parameter). */
  email?: string;
}

/**
 * /waiting/{id} (docs/product/access.md#waiting): the registration is under review. The page asks whether it has been
 * approved (on opening, on focus, every 30 s) and takes an approved member on to the home with the
 * session they have. The request can be cancelled (after a confirmation) or the visitor goes back
 * to sign-in, which ends the waiting member's session (the next person at the device starts
 * afresh).
 */
export function WaitingPage({ id, email }: WaitingPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useApprovalCheck(id, () => void navigate({ to: '/', replace: true }));
  const [isConfirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const cancel = useCancelRegistration();

  const confirmCancel = () =>
    cancel.mutateAsync(id).then(
      async () => {
        // The account no longer exists: a session of it (an unapproved sign-in) goes too.
        if (sessionStore.read()?.id === id) sessionStore.clear();
        setConfirming(false);
        await navigate({ to: '/sign-in' });
      },
      (error: unknown) => {
        setConfirming(false);
        setFailure(`${t.cancelFailed} ${getErrorMessage(error)}`);
      },
    );

  return (
    <div className="auth-card waiting">
      <span className="waiting__icon">
        <Hourglass size={32} aria-hidden />
      </span>
      <h1 className="auth-form__title">{t.title}</h1>
      <p className="waiting__text">{t.text}</p>
      <p className="waiting__text">{t.checking}</p>
      {email && (
        <dl className="waiting__account">
          <dt>{t.account}</dt>
          <dd>{email}</dd>
        </dl>
      )}
      <FormError>{failure}</FormError>
      <div className="waiting__actions">
        <Button
          variant="secondary"
          onPress={async () => {
            if (sessionStore.read()?.id === id) await signOut(queryClient);
            await navigate({ to: '/sign-in' });
          }}
        >
          {t.goBack}
        </Button>
        <Button
          variant="danger"
          onPress={() => {
            setFailure(undefined);
            setConfirming(true);
          }}
        >
          {t.cancelRequest}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t.cancelTitle}
        cancelLabel={t.keepRequest}
        confirmLabel={t.confirmCancel}
        variant="danger"
        onConfirm={confirmCancel}
      >
        {t.cancelText}
      </ConfirmDialog>
    </div>
  );
}
