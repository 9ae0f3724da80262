import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InquiryDialog } from '@/features/inquiry/components/inquiry-dialog';

vi.setConfig({ testTimeout: 20_000 });

function Harness({ loadMemberEmail }: { loadMemberEmail: () => Promise<string | undefined> }) {
  const [isOpen, setOpen] = useState(false);
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <button type="button" onClick={() => setOpen(true)}>
        Contact
      </button>
      <InquiryDialog isOpen={isOpen} onOpenChange={setOpen} loadMemberEmail={loadMemberEmail} />
    </QueryClientProvider>
  );
}

describe('InquiryDialog', () => {
  it('asks for the member’s address again at the next opening when the first ask failed', async () => {
    const user = userEvent.setup();
    const loadMemberEmail = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue('librarian@school.kr');
    render(<Harness loadMemberEmail={loadMemberEmail} />);

    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const email = await screen.findByLabelText('Email Address');
    await waitFor(() => expect(loadMemberEmail).toHaveBeenCalledTimes(1));
    expect(email).toHaveProperty('value', '');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address')).toHaveProperty('value', 'librarian@school.kr'),
    );

    // Known once, it is not asked for again, and what the member typed stays.
    await user.clear(screen.getByLabelText('Email Address'));
    await user.type(screen.getByLabelText('Email Address'), 'office@school.kr');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.getByLabelText('Email Address')).toHaveProperty('value', 'office@school.kr');
    expect(loadMemberEmail).toHaveBeenCalledTimes(2);
  });
});
