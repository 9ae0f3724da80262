import { useMemo, type ReactNode } from 'react';
import { OwnedCopiesContext, type OwnedCopies } from '@/ui/owned-mark';
import { copiesOf } from '../store';
import { useHoldings } from '../use-holdings';

const noneHeld: OwnedCopies = () => 0;

/** Gives every "Owned" mark of the member's pages one lookup in the member's holdings. */
export function HoldingsProvider({ children }: { children: ReactNode }) {
  const { holdings } = useHoldings();
  // While nothing is held (also while the holdings load) the lookup stays the same function: a
  // new one re-renders every row of the page that shows marks, which on a page's first render
  // meant every row twice, when the holdings finished loading and said there are none.
  const lookup = useMemo<OwnedCopies>(
    () => (holdings.titles === 0 ? noneHeld : (isbn) => copiesOf(holdings, isbn)),
    [holdings],
  );
  return <OwnedCopiesContext value={lookup}>{children}</OwnedCopiesContext>;
}
