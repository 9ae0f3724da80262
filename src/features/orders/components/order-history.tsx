import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { formatDateTime } from '@/lib/format';
import * as texts from '@/texts';
import { orderHistoryQueryOptions } from '../api/queries';

type OrderStatus = components['schemas']['OrderStatus'];

/**
 * The order's timeline (docs/product/orders.md#history): each change of status with its time and
 * who made it, oldest first. A secondary panel: the detail shows without it while it loads.
 */
export function OrderHistory({ id, status }: { id: number; status: OrderStatus }) {
  const titleId = useId();
  const { data, isError } = useQuery(orderHistoryQueryOptions(id, status));
  return (
    <section className="order-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-history__title">
        {texts.orders.history}
      </h2>
      {data ? (
        <ol className="order-history__list">
          {data.entries.map((entry) => (
            <li key={`${entry.to}:${entry.at}`} className="order-history__entry">
              <span className="order-history__step">{texts.orders.historySteps[entry.to]}</span>{' '}
              <time dateTime={entry.at} className="order-history__time">
                {formatDateTime(entry.at)}
              </time>{' '}
              <span className="order-history__actor">{texts.orders.historyActors[entry.by]}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="order-history__state" role="status">
          {isError ? texts.orders.historyFailed : texts.orders.historyLoading}
        </p>
      )}
    </section>
  );
}
