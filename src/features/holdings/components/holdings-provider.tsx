import { useMemo, type ReactNode } from 'react';
import { OwnedCopiesContext, type OwnedCopies } from '@/ui/owned-mark';
import { copiesOf } from '../store';
import { useHoldings } from '../use-holdings';

/** Gives every "Owned" mark of the member's pages one lookup in the member's holdings. */
export function HoldingsProvider({ children }: { children: ReactNode }) {
  const { holdings } = useHoldings();
  const lookup = useMemo<OwnedCopies>(() => (isbn) => copiesOf(holdings, isbn), [holdings]);
  return <OwnedCopiesContext value={lookup}>{children}</OwnedCopiesContext>;
}
