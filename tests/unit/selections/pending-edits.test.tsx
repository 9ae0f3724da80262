import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { selectionMutationKeys } from '@/api/query-keys';
import { PendingEdits } from '@/features/selections/components/pending-edits';

/** The top bar's button for the queued edits, and the list it opens. */
describe('the queued edits in the top bar', () => {
  it('never reads "0 edits were not applied" once the last refused edit is discarded', async () => {
    const queryClient = new QueryClient();
    // A deletion queued offline that the server refused on replay.
    queryClient.getMutationCache().build(
      queryClient,
      { mutationKey: selectionMutationKeys.remove },
      {
        context: { queued: true, selectionName: 'Science Club' },
        data: undefined,
        error: new ApiError(409, 'conflict', 'Not now.'),
        failureCount: 1,
        failureReason: null,
        isPaused: false,
        status: 'error',
        variables: { id: '7', owner: 'member-1' },
        submittedAt: Date.now(),
      },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <PendingEdits />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1 edit was not applied' }));
    expect(await screen.findByText('deleting the selection "Science Club"')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Discard deleting the selection "Science Club"' }),
    );
    expect(await screen.findAllByText('Nothing is waiting.')).not.toHaveLength(0);
    expect(screen.queryByText(/^0 edits/)).toBeNull();
  });
});
