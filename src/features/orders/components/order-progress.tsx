import { Check } from 'lucide-react';
import * as texts from '@/texts';

const STEPS = [
  texts.orders.steps.selection,
  texts.orders.steps.quotation,
  texts.orders.steps.order,
];

/**
 * The 3-step progress of an order (docs/product/orders.md#progress): Cart, Quotation, Order, from the server's `step`
 * (1 quotation requested from a selection, 2 quotation answered, 3 order placed). A cancelled order
 * keeps the step it reached, shown greyed.
 */
export function OrderProgress({
  step,
  isCanceled = false,
}: {
  step: number;
  isCanceled?: boolean;
}) {
  return (
    <ol
      className={isCanceled ? 'order-progress order-progress--canceled' : 'order-progress'}
      aria-label={texts.orders.progress}
    >
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`order-progress__step order-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="order-progress__marker" aria-hidden="true">
              {state === 'done' ? <Check size={16} strokeWidth={3} /> : number}
            </span>
            <span className="order-progress__label">{label}</span>
            {state === 'done' && <span className="visually-hidden">({texts.orders.stepDone})</span>}
            {state === 'current' && (
              <span className="visually-hidden">({texts.orders.stepCurrent})</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
