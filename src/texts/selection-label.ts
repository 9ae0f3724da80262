import { selections } from './selections';

/**
 * A selection's name as the member reads it. The default selection's stored name is the
 * server's `common(default)`, shown as it is in English (the specifications' text) and as
 * 공용 장바구니 in Korean; every other name is the member's own.
 */
export function selectionLabel(name: string): string {
  return name === selections.defaultName ? selections.defaultLabel : name;
}
