import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '@/ui/select';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const sizes = [
  { value: '10', label: '10 per page' },
  { value: '20', label: '20 per page' },
  { value: '30', label: '30 per page' },
] as const;

describe('Select', () => {
  it('shows the chosen option and calls onChange with the picked value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Page size" options={[...sizes]} value="10" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Page size/ });
    expect(trigger.textContent).toContain('10 per page');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: '30 per page' }));
    expect(onChange).toHaveBeenCalledWith('30');
  });

  it('can be used with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Page size" options={[...sizes]} value="10" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('20');
  });

  it('shows the placeholder while nothing is chosen', () => {
    render(
      <Select
        label="Status"
        options={[{ value: 'open', label: 'Open' }]}
        value={null}
        onChange={() => {}}
        placeholder="All"
      />,
    );
    expect(screen.getByRole('button', { name: /Status/ }).textContent).toContain('All');
  });

  it('keeps a visually hidden label as the accessible name', () => {
    render(
      <Select label="Sort by" isLabelHidden options={[...sizes]} value="10" onChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: /Sort by/ })).toBeTruthy();
  });
});
