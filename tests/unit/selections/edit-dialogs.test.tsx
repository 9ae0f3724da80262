import { onlineManager } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelectionEditDialog } from '@/features/selections/components/selection-edit-dialogs';

/** The settle callback of the last `mutate`, called when the test says the edit has settled. */
let settle: (() => void) | undefined;
/** The state of the last `mutate`, as the test sets it. */
let state = { isPending: false, isPaused: false, failureCount: 0 };
const mutation = () => ({
  mutate: (_vars: unknown, options: { onSettled: () => void }) => {
    settle = options.onSettled;
  },
  ...state,
});
vi.mock('@/features/selections/api/mutations/create-selection', () => ({
  useCreateSelection: mutation,
}));
vi.mock('@/features/selections/api/mutations/rename-selection', () => ({
  useRenameSelection: mutation,
}));
vi.mock('@/features/selections/api/mutations/delete-selection', () => ({
  useDeleteSelection: mutation,
}));

const { default: SelectionEditDialogs } =
  await import('@/features/selections/components/selection-edit-dialogs');

afterEach(() => {
  onlineManager.setOnline(true);
  state = { isPending: false, isPaused: false, failureCount: 0 };
});

describe("the side menu's selection dialogs", () => {
  it('a queued creation that settles later closes its own dialog, never the one opened since', async () => {
    onlineManager.setOnline(false);
    const onClose = vi.fn();
    const create: SelectionEditDialog = { kind: 'create' };
    const props = { onClose, selections: [{ id: '7', name: 'Science Club' }], queuedNames: [] };
    const { rerender } = render(<SelectionEditDialogs dialog={create} {...props} />);
    await userEvent.type(await screen.findByRole('textbox'), 'Reading Club');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // Offline, the creation waits in the queue as soon as it is made (its observer renders the
    // dialogs again), and its dialog closes.
    state = { isPending: true, isPaused: true, failureCount: 0 };
    rerender(<SelectionEditDialogs dialog={create} {...props} />);
    await waitFor(() => expect(onClose).toHaveBeenLastCalledWith(create));

    const rename: SelectionEditDialog = { kind: 'rename', selection: props.selections[0]! };
    rerender(<SelectionEditDialogs dialog={rename} {...props} />);
    onClose.mockClear();
    settle!();
    expect(onClose).toHaveBeenCalledWith(create);
    expect(onClose).not.toHaveBeenCalledWith(rename);
  });

  it.each([
    ['the line drops on the way', { isPending: true, isPaused: true, failureCount: 0 }],
    [
      'the answer is lost and the edit will be sent again',
      { isPending: true, isPaused: false, failureCount: 1 },
    ],
  ])(
    'online, the dialog waits for the answer, and closes once the edit waits in the queue: %s',
    async (_case, queued) => {
      const onClose = vi.fn();
      const create: SelectionEditDialog = { kind: 'create' };
      const props = { onClose, selections: [], queuedNames: [] };
      const { rerender } = render(<SelectionEditDialogs dialog={create} {...props} />);
      await userEvent.type(await screen.findByRole('textbox'), 'Reading Club');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      state = { isPending: true, isPaused: false, failureCount: 0 };
      rerender(<SelectionEditDialogs dialog={create} {...props} />);
      expect(onClose).not.toHaveBeenCalled();

      state = queued;
      rerender(<SelectionEditDialogs dialog={create} {...props} />);
      expect(onClose).toHaveBeenCalledWith(create);
    },
  );

  it('a dialog opened while an earlier edit waits stays open until its own edit is sent', async () => {
    state = { isPending: true, isPaused: true, failureCount: 0 };
    const onClose = vi.fn();
    const selection = { id: '7', name: 'Science Club' };
    const rename: SelectionEditDialog = { kind: 'rename', selection };
    render(
      <SelectionEditDialogs
        dialog={rename}
        onClose={onClose}
        selections={[selection]}
        queuedNames={[]}
      />,
    );
    expect((await screen.findByRole<HTMLInputElement>('textbox')).value).toBe('Science Club');
    expect(onClose).not.toHaveBeenCalled();
  });
});
