import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { librarianMutationKeys } from '@/api/query-keys';

/**
 * Check: the server reads each ISBN and finds its book, release status and where the member
 * already has it. A read sent as a POST (up to 1,000 ISBNs), so a mutation the panel runs when
 * Check is pressed; it needs the network and is never queued.
 */
const resolveIsbnsMutationOptions = mutationOptions({
  mutationKey: librarianMutationKeys.resolveIsbns,
  meta: { inlineErrors: true },
  mutationFn: (isbns: string[]) => unwrap(api.POST('/member/isbn/resolve', { body: { isbns } })),
});

export const useResolveIsbns = () => useMutation(resolveIsbnsMutationOptions);
