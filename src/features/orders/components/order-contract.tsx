import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { S2bContract as Limits } from '@/api/limits.gen';
import type { components } from '@/api/schema.gen';
import { optionalText } from '@/lib/member-fields';
import { isIsoDate } from '@/lib/period';
import { useIsOnline } from '@/offline/use-is-online';
import * as texts from '@/texts';
import { perLocale } from '@/texts/locale';
import { Button } from '@/ui/button';
import { FormDateField } from '@/ui/form-date-field';
import { FormTextField } from '@/ui/form-fields';
import { useUpdateOrderContract } from '../api/update-contract';
import './order-contract.css';

type OrderDetail = components['schemas']['OrderDetail'];

const t = texts.orders.s2b;

const contractSchema = perLocale(() =>
  z.object({
    number: optionalText(
      { tooLong: t.numberMax(Limits.number.maxLength) },
      Limits.number.maxLength,
    ),
    // The field gives YYYY-MM-DD once it is whole, '' when empty.
    date: z.pipe(
      z.string().check(z.refine((value) => value === '' || isIsoDate(value))),
      z.transform((value) => (value === '' ? null : value)),
    ),
  }),
);
type ContractInput = z.input<ReturnType<typeof contractSchema>>;
type ContractValues = z.output<ReturnType<typeof contractSchema>>;

/** Until the order is completed (docs/product/orders.md#s2b). */
const isSettled = (status: OrderDetail['status']) =>
  status === 'INVOICE_DONE' || status === 'CANCELED';

/**
 * The order's 학교장터 (S2B) contract (docs/product/orders.md#s2b): read as a list, and recorded
 * with Record contract until the order is completed.
 */
export function OrderContract({ order }: { order: OrderDetail }) {
  const headingId = useId();
  const isOnline = useIsOnline();
  const update = useUpdateOrderContract();
  const [isEditing, setEditing] = useState(false);
  const { number, date } = order.s2bContract;
  const { control, handleSubmit, reset } = useForm<ContractInput, unknown, ContractValues>({
    resolver: zodResolver(contractSchema()),
    defaultValues: { number, date: date ?? '' },
  });

  const start = () => {
    reset({ number, date: date ?? '' });
    setEditing(true);
  };
  const save = handleSubmit((contract) =>
    update.mutate({ orderId: order.id, contract }, { onSettled: () => setEditing(false) }),
  );

  return (
    <section className="order-contract" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-contract__title">
        {t.title}
      </h2>
      <p className="order-contract__hint">{t.hint}</p>
      {isEditing ? (
        <form onSubmit={save} noValidate className="order-contract__form">
          <FormTextField
            control={control}
            name="number"
            label={t.number}
            autoComplete="off"
            maxLength={Limits.number.maxLength}
          />
          <FormDateField control={control} name="date" label={t.date} />
          <div className="order-contract__buttons">
            <Button
              variant="secondary"
              onPress={() => setEditing(false)}
              isDisabled={update.isPending}
            >
              {t.cancel}
            </Button>
            <Button type="submit" isPending={update.isPending} isDisabled={!isOnline}>
              {t.save}
            </Button>
          </div>
          {!isOnline && <p className="order-detail__offline">{texts.common.offlineAction}</p>}
        </form>
      ) : (
        <>
          <dl className="order-contract__values">
            <div>
              <dt>{t.number}</dt>
              <dd>{number || t.none}</dd>
            </div>
            <div>
              <dt>{t.date}</dt>
              <dd>{date ?? t.none}</dd>
            </div>
          </dl>
          {!isSettled(order.status) && (
            <Button variant="secondary" onPress={start}>
              {t.edit}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
