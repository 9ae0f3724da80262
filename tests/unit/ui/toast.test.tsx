import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, ToastOutlet } from '@/ui/toast';

describe('toast', () => {
  it('mounts the outlet with the first toast and shows the toasts raised before it loaded', async () => {
    const { container } = render(<ToastOutlet />);
    // Nothing loaded or rendered until a toast is wanted.
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    toast.success('Saved.');
    toast.error('Could not send.');

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(await screen.findByText('Could not send.')).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });

  it('shows one toast per identical message, however often it is raised', async () => {
    render(<ToastOutlet />);
    for (let i = 0; i < 4; i += 1) toast.error('권한이 없습니다.');
    toast.error('Another failure.');
    expect(await screen.findByText('Another failure.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('권한이 없습니다.')).toHaveLength(1));
  });
});
