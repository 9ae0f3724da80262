import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck, FileText, Package, ShoppingBasket, type LucideIcon } from 'lucide-react';
import type { components } from '@/api/schema.gen';
import { formatNumber } from '@/lib/format';
import * as texts from '@/texts';
import { Card } from '@/ui/page';
import { DataAge } from '@/offline/data-age';
import { orderSummaryQueryOptions } from '../api/queries';
import { CardFailure } from './card-failure';

type OrderSummary = components['schemas']['OrderSummary'];

const tiles: { key: keyof OrderSummary; label: string; icon: LucideIcon }[] = [
  { key: 'cartNumber', label: texts.home.tiles.selection, icon: ShoppingBasket },
  { key: 'quotationNumber', label: texts.home.tiles.quotation, icon: FileText },
  { key: 'orderNumber', label: texts.home.tiles.order, icon: Package },
  { key: 'invoiceNumber', label: texts.home.tiles.invoice, icon: CircleCheck },
];

/**
 * The Order History card (docs/product/home.md#order-history): four counts of the last year and See More + to /orders. Offline
 * it shows the last counts it had, with their age, or says it is not available offline.
 */
export function OrderHistoryCard({ enabled }: { enabled: boolean }) {
  const summary = useQuery({ ...orderSummaryQueryOptions(), enabled });
  return (
    <Card
      className="home-card"
      title={texts.home.orderHistory}
      description={texts.home.lastYear}
      action={
        <Link to="/orders" className="home-card__more">
          {texts.common.seeMore}
          <span className="visually-hidden"> {texts.home.orderHistory}</span>
        </Link>
      }
    >
      {summary.isError && !summary.data ? (
        <CardFailure error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <ul className="order-tiles" aria-busy={summary.isPending || undefined}>
          {tiles.map(({ key, label, icon: Icon }) => (
            <li key={key} className="order-tile">
              <span className="order-tile__icon">
                <Icon size={22} aria-hidden />
              </span>
              <span className="order-tile__label">{label}</span>
              <span className="order-tile__count" data-testid={`order-count-${key}`}>
                {summary.data ? formatNumber(summary.data[key]) : '–'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary.data && (
        <DataAge updatedAt={summary.dataUpdatedAt} isFetching={summary.isFetching} />
      )}
    </Card>
  );
}
