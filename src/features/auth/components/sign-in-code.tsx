import { useState } from 'react';
import * as texts from '@/texts';
import { NativeTextField } from '@/ui/native-field';

const t = texts.signInCode;

export interface SignInCodeProps {
  /** The code typed so far; undefined until one was asked for (the offer is shown instead). */
  code: string | undefined;
  /** Whether the field was left or the form sent: a code that is not 6 digits is then said so. */
  showError: boolean;
  onCode: (code: string) => void;
  onCodeBlur: () => void;
  /** Asks for a code; undefined when the e-mail field must be corrected first. */
  send: () => Promise<void> | undefined;
}

/**
 * Under a sign-in lock (docs/product/access.md#sign-in-code): the offer to mail a sign-in code,
 * then the code field. Its own chunk: most visits never see it (decision 017).
 */
export default function SignInCode({ code, showError, onCode, onCodeBlur, send }: SignInCodeProps) {
  const [isSending, setSending] = useState(false);
  if (code === undefined) {
    return (
      <>
        <p className="auth-note">{t.offer}</p>
        <button
          type="button"
          className="button button--native button--secondary button--md"
          data-pending={isSending || undefined}
          aria-disabled={isSending || undefined}
          onClick={() => {
            if (isSending) return;
            const sending = send();
            if (!sending) return;
            setSending(true);
            void sending.finally(() => setSending(false));
          }}
        >
          <span className="button__content">{t.send}</span>
        </button>
      </>
    );
  }
  return (
    <>
      <p className="auth-note" role="status">
        {t.sent}
      </p>
      <NativeTextField
        name="code"
        label={t.code}
        value={code}
        onChange={(event) => onCode(event.currentTarget.value.trim())}
        onBlur={onCodeBlur}
        errorMessage={showError && !/^\d{6}$/.test(code) ? t.required : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
      />
    </>
  );
}
