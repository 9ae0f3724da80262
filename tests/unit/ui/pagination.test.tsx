import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/ui/pagination';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

describe('Pagination', () => {
  it('is a named navigation with the current page marked', () => {
    render(<Pagination page={5} pageCount={20} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const buttons = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['', '1', '4', '5', '6', '20', '']);
    expect(nav.textContent).toContain('…');
    const current = within(nav).getByRole('button', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 4' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('goes to a page, the previous and the next page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={20} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[20], [4], [6]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    const previous = () =>
      screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(previous().disabled).toBe(false);
    expect(next().disabled).toBe(true);
  });

  it('takes its texts from the caller', () => {
    render(
      <Pagination
        page={1}
        pageCount={2}
        onPageChange={() => {}}
        aria-label="페이지"
        previousLabel="이전 페이지"
        nextLabel="다음 페이지"
        getPageLabel={(n) => `${n} 페이지`}
      />,
    );
    expect(screen.getByRole('navigation', { name: '페이지' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 페이지' })).toBeTruthy();
  });

  it('renders nothing without pages', () => {
    const { container } = render(<Pagination page={1} pageCount={0} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
