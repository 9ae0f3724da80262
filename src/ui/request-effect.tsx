import { CircleAlert } from 'lucide-react';
import type { FundEffect } from '@/lib/fund-effect';
import { formatWon } from '@/lib/format';
import { DataAge } from '@/offline/data-age';
import * as texts from '@/texts';
import './request-effect.css';

/**
 * What a request does to its fund, in the words of docs/product/budget.md#warnings, and the
 * question before going over; the figures' age when they come from a cache. An order whose
 * quotation already counts says so, unless it asks for more than the quotation committed: then
 * it lowers the remaining amount like a quotation request.
 */
export function RequestEffect({
  effect,
  kind,
  readAt,
}: {
  effect: FundEffect;
  kind: 'quote' | 'order';
  readAt: number;
}) {
  const { fund } = effect;
  const lowers = kind === 'quote' || effect.after !== effect.remaining;
  return (
    <div className="request-effect" data-testid="fund-effect">
      <p>
        {texts.budget.selection.requestAmount(formatWon(effect.amount))}{' '}
        {lowers
          ? texts.budget.selection.quoteEffect(
              fund.name,
              fund.schoolYear,
              formatWon(effect.remaining),
              formatWon(effect.after),
            )
          : texts.budget.selection.orderEffect(
              fund.name,
              fund.schoolYear,
              formatWon(effect.remaining),
            )}
      </p>
      {effect.isOver && (
        <p className="request-effect__over" role="alert">
          <CircleAlert size={18} aria-hidden />
          {lowers
            ? texts.budget.selection.overBudget(formatWon(-effect.after))
            : texts.budget.selection.overBudgetOrder}
        </p>
      )}
      <DataAge updatedAt={readAt} />
    </div>
  );
}
