import { formatWon } from '@/lib/format';
import { DataAge } from '@/offline/data-age';
import * as texts from '@/texts';
import { NativeSelect } from '@/ui/native-select';
import { useSetSelectionFund } from '../api/mutations/set-selection-fund';
import { useSelectionFund } from '../api/selection-fund';

const NONE = 'none';

export interface FundChooserProps {
  selectionId: string;
  /** The selection's name, to name it in messages. */
  selectionName: string;
}

/**
 * The selection's fund (docs/product/budget.md#which-fund), each with its remaining amount, as the
 * browser's own select: a short fixed list. Shown once the member has funds for the year.
 */
export function FundChooser({ selectionId, selectionName }: FundChooserProps) {
  const { fundId: value, funds: year } = useSelectionFund(selectionId);
  const setFund = useSetSelectionFund();
  const funds = year.data?.funds;
  const onChange = (fundId: number | null, fundName: string | null) =>
    setFund.mutate({ selectionId, selectionName, fundId, fundName });
  // A member without funds this year has nothing to choose (docs/product/budget.md#which-fund).
  if ((funds?.length ?? 0) === 0 && value === null) return null;
  const options = [
    { value: NONE, label: texts.budget.selection.noFund },
    ...(funds ?? []).map((fund) => ({
      value: String(fund.fundId),
      label: texts.budget.selection.fundOption(fund.name, formatWon(fund.remaining)),
    })),
  ];
  // A fund of another school year (or one the figures cannot say) stays chosen, named as such.
  if (value !== null && !options.some((option) => option.value === String(value))) {
    options.push({ value: String(value), label: texts.budget.selection.otherYearFund });
  }
  return (
    <div className="selection-fund" data-testid="fund-chooser">
      <NativeSelect
        label={texts.budget.selection.fund}
        options={options}
        value={value === null ? NONE : String(value)}
        onChange={(chosen) => {
          const fundId = chosen === NONE ? null : Number(chosen);
          onChange(fundId, funds?.find((fund) => fund.fundId === fundId)?.name ?? null);
        }}
        className="selection-fund__select"
      />
      {funds === undefined && !year.isFetching ? (
        <p className="selection-page__note">{texts.budget.selection.fundsUnavailable}</p>
      ) : (
        <DataAge updatedAt={year.dataUpdatedAt} isFetching={year.isFetching} />
      )}
    </div>
  );
}
