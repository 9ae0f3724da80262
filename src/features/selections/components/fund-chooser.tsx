import type { components } from '@/api/schema.gen';
import { formatWon } from '@/lib/format';
import { DataAge } from '@/offline/data-age';
import * as texts from '@/texts';
import { NativeSelect } from '@/ui/native-select';

type Fund = components['schemas']['Fund'];

const NONE = 'none';

export interface FundChooserProps {
  /** The current school year's funds; undefined while they cannot be read. */
  funds: readonly Fund[] | undefined;
  /** The fund the selection names (or waits to name), null for none. */
  value: number | null;
  onChange: (fundId: number | null, fundName: string | null) => void;
  /** When the funds' figures were read, to say their age when they come from a cache. */
  readAt: number;
  isFetching: boolean;
}

/**
 * The selection's fund (docs/product/budget.md#which-fund), each with its remaining amount, as the
 * browser's own select: a short fixed list.
 */
export function FundChooser({ funds, value, onChange, readAt, isFetching }: FundChooserProps) {
  const options = [
    { value: NONE, label: texts.cart.noFund },
    ...(funds ?? []).map((fund) => ({
      value: String(fund.fundId),
      label: texts.cart.fundOption(fund.name, formatWon(fund.remaining)),
    })),
  ];
  // A fund of another school year (or one the figures cannot say) stays chosen, named as such.
  if (value !== null && !options.some((option) => option.value === String(value))) {
    options.push({ value: String(value), label: texts.cart.otherYearFund });
  }
  return (
    <div className="cart-fund">
      <NativeSelect
        label={texts.cart.fund}
        options={options}
        value={value === null ? NONE : String(value)}
        onChange={(chosen) => {
          const fundId = chosen === NONE ? null : Number(chosen);
          onChange(fundId, funds?.find((fund) => fund.fundId === fundId)?.name ?? null);
        }}
        className="cart-fund__select"
      />
      {funds === undefined && !isFetching ? (
        <p className="cart-page__note">{texts.cart.fundsUnavailable}</p>
      ) : (
        <DataAge updatedAt={readAt} isFetching={isFetching} />
      )}
    </div>
  );
}
