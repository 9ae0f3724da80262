import { delMany, keys } from 'idb-keyval';
import { idbStore } from './idb-store';

/**
 * The library holdings each member imported (src/features/holdings), by member id, in their own
 * database: they stay on this device and are never sent.
 */
export const holdingsDb = idbStore('book-portal-holdings', 'holdings');

/**
 * Deletes the holdings of every member but `memberId`: another member signed in on this device.
 * The same member's holdings outlive a sign-out, since they are the library's catalogue rather
 * than the member's answers, and a re-import of a whole collection is long.
 */
export async function deleteOtherMembersHoldings(memberId: string): Promise<void> {
  const others = (await keys(holdingsDb)).filter((key) => String(key) !== memberId);
  if (others.length > 0) await delMany(others, holdingsDb);
}
