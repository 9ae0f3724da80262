import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '@/api/schema.gen';
import { getErrorMessage } from '@/api/errors';
import { toldByCatalogue } from '@/api/failures';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { FormTextField } from '@/ui/form-fields';
import { useCreateFund } from '../api/create-fund';
import { useDeleteFund } from '../api/delete-fund';
import { useUpdateFund } from '../api/update-fund';
import { fundFormSchema, type FundFormInput, type FundFormValues } from '../fund-form';

type Fund = components['schemas']['Fund'];
const t = texts.budget;

const emptyForm: FundFormInput = { name: '', amount: '' };
const formOf = (fund: Fund | undefined): FundFormInput =>
  fund ? { name: fund.name, amount: String(fund.amount) } : emptyForm;

/**
 * Adds a fund to the shown school year, or renames one and changes its amount (`fund` given). A
 * refusal of the server (a name taken) is said in the dialog, which stays open.
 */
export function FundDialog({
  isOpen,
  onOpenChange,
  schoolYear,
  fund,
  isOnline,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  schoolYear: number;
  fund?: Fund;
  isOnline: boolean;
}) {
  const create = useCreateFund();
  const update = useUpdateFund();
  const saving = fund ? update : create;
  const { control, handleSubmit, reset } = useForm<FundFormInput, unknown, FundFormValues>({
    resolver: zodResolver(fundFormSchema()),
    defaultValues: formOf(fund),
    mode: 'onChange',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (isOpen) reset(formOf(fund));
  }, [isOpen, fund, reset]);

  const close = () => {
    create.reset();
    update.reset();
    onOpenChange(false);
  };

  const save = handleSubmit((values) => {
    const done = { onSuccess: close };
    if (fund) update.mutate({ fundId: fund.fundId, ...values }, done);
    else create.mutate({ ...values, schoolYear }, done);
  });

  const failure =
    saving.error && !toldByCatalogue(saving.error) ? getErrorMessage(saving.error) : undefined;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={fund ? t.editFundTitle(fund.name) : t.addFundTitle(schoolYear)}
      width={400}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {texts.common.cancel}
          </Button>
          <Button isPending={saving.isPending} isDisabled={!isOnline} onPress={() => void save()}>
            {texts.common.save}
          </Button>
        </>
      }
    >
      <form onSubmit={save} noValidate className="budget__fund-form">
        <FormTextField control={control} name="name" label={t.fundName} isRequired autoFocus />
        <FormTextField
          control={control}
          name="amount"
          label={t.fundAmount}
          description={t.fundAmountNote}
          inputMode="numeric"
          isRequired
        />
        <FormError>{failure}</FormError>
        {!isOnline && <p className="budget__note">{texts.common.offlineAction}</p>}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

/**
 * Asks before deleting a fund. While requests name it the server refuses (`409 fund_in_use`) and
 * its message, which says how many, stays in the dialog.
 */
export function DeleteFundDialog({
  fund,
  onClose,
  isOnline,
}: {
  fund: Fund | null;
  onClose: () => void;
  isOnline: boolean;
}) {
  const remove = useDeleteFund();
  const close = () => {
    remove.reset();
    onClose();
  };
  const failure =
    remove.error && !toldByCatalogue(remove.error) ? getErrorMessage(remove.error) : undefined;
  return (
    <ConfirmDialog
      isOpen={fund !== null}
      onOpenChange={(open) => !open && !remove.isPending && close()}
      title={t.deleteFund}
      confirmLabel={t.deleteFund}
      variant="danger"
      isPending={remove.isPending}
      isConfirmDisabled={!isOnline || failure !== undefined}
      onConfirm={() => {
        if (fund) remove.mutate({ fundId: fund.fundId, name: fund.name }, { onSuccess: close });
      }}
    >
      <p>{fund ? t.deleteQuestion(fund.name) : null}</p>
      <FormError>{failure}</FormError>
    </ConfirmDialog>
  );
}
