import { useState } from 'react';

/**
 * Whether a lazily loaded overlay is mounted: from its first opening, and from then on for good.
 * Its code loads only when a member first opens it (a page's first load stays small), and closing it
 * keeps its state: a typed draft, or the callbacks of an edit it started that is still under way.
 */
export function useKeptOnceOpen(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  // Set during render (React's "storing information from previous renders"): the overlay mounts
  // in the same render that opens it, with no extra commit.
  if (isOpen && !wasOpened) setWasOpened(true);
  return isOpen || wasOpened;
}
