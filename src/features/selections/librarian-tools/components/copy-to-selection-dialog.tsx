import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SELECTION_NAME_MAX } from '@/lib/limits';
import { ApiError, getErrorMessage, NetworkError } from '@/api/errors';
import { toldByCatalogue } from '@/api/failures';
import { selectionListQueryOptions } from '@/features/selections/api/queries';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { selectionLabel } from '@/texts/selection-label';
import { useCopyOrder } from '../api/copy-order';
import { DuplicateNotice } from './duplicate-notice';

const t = texts.librarianTools;
/** The chooser's value for "A new selection" (selection ids are `public` or digits). */
const NEW_SELECTION = 'new';

export interface CopyOrder {
  id: number;
  orderCode: string;
  /** How many books it holds (rows), when known. */
  bookCount?: number;
}

export interface CopyToSelectionDialogProps {
  order: CopyOrder;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Copy to selection: the order's books and quantities go into a chosen selection or a new one,
 * after the same duplicates report as elsewhere (the order itself left out of it).
 */
export default function CopyToSelectionDialog({
  order,
  isOpen,
  onOpenChange,
}: CopyToSelectionDialogProps) {
  const { data: list } = useQuery(selectionListQueryOptions());
  const [target, setTarget] = useState<string>(texts.selections.defaultId);
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  const copy = useCopyOrder();
  const isNew = target === NEW_SELECTION;

  const options = [
    ...(list?.results ?? []).map((selection) => ({
      value: selection.id,
      label: selectionLabel(selection.name),
    })),
    { value: NEW_SELECTION, label: t.copyNew },
  ];

  const confirm = async () => {
    if (isNew && newName.trim() === '') {
      setProblem(t.nameRequired);
      return;
    }
    const vars = isNew ? { newSelectionName: newName.trim() } : { selectionId: target };
    const body = JSON.stringify(vars);
    // The same copy retried (no answer came) keeps its key, so it is applied once.
    const key = lastAttempt.current?.body === body ? lastAttempt.current.key : crypto.randomUUID();
    lastAttempt.current = { body, key };
    setProblem(null);
    try {
      await copy.mutateAsync({ orderId: order.id, idempotencyKey: key, ...vars });
      lastAttempt.current = null;
      onOpenChange(false);
    } catch (error) {
      if (error instanceof NetworkError) setProblem(texts.common.offlineAction);
      else if (error instanceof ApiError && error.errorCode === 'duplicate_name') {
        setProblem(t.nameTaken);
      } else if (!toldByCatalogue(error)) setProblem(`${t.copyFailed} ${getErrorMessage(error)}`);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.copyTitle(order.orderCode)}
      width={520}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {texts.common.cancel}
          </Button>
          <Button onPress={() => void confirm()} isPending={copy.isPending}>
            {t.copyConfirm}
          </Button>
        </>
      }
    >
      {order.bookCount !== undefined && <p>{t.copyBooks(order.bookCount)}</p>}
      <Select label={t.copyTarget} options={options} value={target} onChange={setTarget} />
      {isNew && (
        <TextField
          label={t.copyNewName}
          value={newName}
          onChange={setNewName}
          maxLength={SELECTION_NAME_MAX}
          isRequired
          autoFocus
        />
      )}
      <DuplicateNotice
        orderId={order.id}
        excludeOrderId={order.id}
        currentSelectionId={isNew ? undefined : target}
      />
      <FormError>{problem}</FormError>
    </Dialog>
  );
}
